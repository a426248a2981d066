import { z } from 'zod';

/** The vendor's RTP at new odds: RTP is proportional to the payout at a fixed price, so it scales from the row's own. */
export const rtpAt = (row: { payout: number; rtp: number }, payout: number) =>
  row.payout > 0 && Number.isFinite(payout) ? Math.round(((row.rtp * payout) / row.payout) * 100) / 100 : null;

/** The range the vendor accepts (it refuses odds outside it; the page only warns). */
export const RTP_MIN = 90;
export const RTP_MAX = 97;

const MONEY = /^\d{1,10}(\.\d{1,2})?$/;
const money = z
  .string()
  .trim()
  .regex(MONEY, { message: 'money' })
  .transform((v) => Number(v));
const optionalMoney = z
  .string()
  .trim()
  .refine((v) => v === '' || MONEY.test(v), { message: 'money' })
  .transform((v) => (v === '' ? null : Number(v)));

/** One bet type's row in the editor: texts in, the save call's numbers out ('' is no limit). */
export const oddsRowSchema = z.object({
  payout: z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,9}$/, { message: 'payout' })
    .transform((v) => Number(v)),
  enabled: z.boolean(),
  minPerTicket: optionalMoney,
  maxPerTicket: optionalMoney,
  minPerNumber: optionalMoney,
  maxPerNumber: optionalMoney,
  maxPayoutPerTicket: money,
  liabilityCap: money,
});
export type OddsRowInput = z.input<typeof oddsRowSchema>;

const text = (v: number | null) => (v === null ? '' : v.toFixed(2));
export const oddsRowOf = (b: {
  payout: number;
  enabled: boolean;
  minPerTicket: number | null;
  maxPerTicket: number | null;
  minPerNumber: number | null;
  maxPerNumber: number | null;
  maxPayoutPerTicket: number;
  liabilityCap: number;
}): OddsRowInput => ({
  payout: String(b.payout),
  enabled: b.enabled,
  minPerTicket: text(b.minPerTicket),
  maxPerTicket: text(b.maxPerTicket),
  minPerNumber: text(b.minPerNumber),
  maxPerNumber: text(b.maxPerNumber),
  maxPayoutPerTicket: text(b.maxPayoutPerTicket),
  liabilityCap: text(b.liabilityCap),
});
