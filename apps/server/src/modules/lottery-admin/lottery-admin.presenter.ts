import {
  minorToNumber,
  type lotteryAdminBetType,
  type lotteryAdminDrawDetail,
  type lotteryAdminDrawSummary,
  type lotteryAdminLiabilityValue,
  type lotteryAdminReportValue,
  type LotteryBetType,
  type LotteryDrawDetail,
  type LotteryDrawSummary,
} from '@pagoda/contracts';
import type { z } from 'zod';

const MONEY_TEXT = /^(-?)(\d+)\.(\d{2})$/;

/** The vendor's decimal text ("-12.50") as minor units; the contract schema has already checked its shape. */
export const minorOf = (text: string): bigint => {
  const m = MONEY_TEXT.exec(text);
  if (!m) throw new Error(`not a money text: ${text}`);
  const minor = BigInt(m[2]!) * 100n + BigInt(m[3]!);
  return m[1] === '-' ? -minor : minor;
};

const money = (text: string) => minorToNumber(minorOf(text));
const moneyOrNull = (text: string | null) => (text === null ? null : money(text));

/** A back-office amount (a number with two places at most, checked by the contract) as the vendor's text. */
export const moneyText = (value: number): string => value.toFixed(2);
export const moneyTextOrNull = (value: number | null) => (value === null ? null : moneyText(value));

export const presentDrawSummary = (d: z.infer<typeof lotteryAdminDrawSummary>): LotteryDrawSummary => ({
  ...d,
  sales: money(d.sales),
  payout: moneyOrNull(d.payout),
});

export const presentDrawDetail = (d: z.infer<typeof lotteryAdminDrawDetail>): LotteryDrawDetail => ({
  ...d,
  sales: money(d.sales),
  payout: moneyOrNull(d.payout),
});

export const presentBetType = (b: z.infer<typeof lotteryAdminBetType>): LotteryBetType => ({
  ...b,
  minPerTicket: moneyOrNull(b.minPerTicket),
  maxPerTicket: moneyOrNull(b.maxPerTicket),
  minPerNumber: moneyOrNull(b.minPerNumber),
  maxPerNumber: moneyOrNull(b.maxPerNumber),
  maxPayoutPerTicket: money(b.maxPayoutPerTicket),
  liabilityCap: money(b.liabilityCap),
});

export const presentLiability = (l: z.infer<typeof lotteryAdminLiabilityValue>) => ({
  ...l,
  rows: l.rows.map((r) => ({ ...r, exposure: money(r.exposure), cap: money(r.cap) })),
});

/** The report's rows and their totals, summed in minor units. */
export const presentReport = (r: z.infer<typeof lotteryAdminReportValue>) => {
  let tickets = 0;
  let sales = 0n;
  let payout = 0n;
  let ggr = 0n;
  const rows = r.rows.map((row) => {
    tickets += row.tickets;
    sales += minorOf(row.sales);
    payout += minorOf(row.payout);
    ggr += minorOf(row.ggr);
    return { ...row, sales: money(row.sales), payout: money(row.payout), ggr: money(row.ggr) };
  });
  return {
    rows,
    totals: { tickets, sales: minorToNumber(sales), payout: minorToNumber(payout), ggr: minorToNumber(ggr) },
  };
};

/** An audit row of a draw as its history shows it (the actor without its "operator:" prefix). */
export const presentHistory = (row: {
  actor: string;
  action: string;
  detail: Record<string, unknown>;
  createdAt: Date;
}) => ({
  at: row.createdAt.getTime(),
  operator: row.actor.replace(/^operator:/, ''),
  action: row.action,
  detail: row.detail,
});
