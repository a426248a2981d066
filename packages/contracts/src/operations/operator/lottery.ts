import { z } from 'zod';
import { moneyValue } from '../../money.js';
import { text } from '../../text.js';
import {
  LOTTERY_DRAW_STATES,
  lotteryAdminBetType,
  lotteryAdminBetTypeCode,
  lotteryAdminDrawDetail,
  lotteryAdminDrawSummary,
  lotteryAdminGameCode,
  lotteryAdminNumero,
} from '../../vendor-lottery-admin.js';
import { defineOperatorOperation, OPERATOR_BASE } from './common.js';

/**
 * The back office's Lottery pages: each call goes to one lottery vendor's operations API (the manifest's
 * lotteryAdminUrl, vendor-lottery-admin.ts), signed, with the operator named. Money figures are JSON numbers
 * like every back-office figure; the vendor's decimal texts are converted exactly on the server.
 */
const base = `${OPERATOR_BASE}/lottery`;

const vendor = text().regex(/^[A-Za-z0-9_]{1,32}$/, 'a vendor code');
const day = text().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date YYYY-MM-DD');
const structure = z.enum(['MB27', 'MN18', 'D5']);
const drawKey = z.object({ vendor, gameCode: lotteryAdminGameCode, numero: lotteryAdminNumero });
/**
 * A result as an operator sends it: station → prize → numbers (digits only, leading zeros kept). Tighter than the
 * vendor contract's tables; the vendor checks them against the draw's structure.
 */
const prizeTables = z
  .record(
    text().regex(/^[A-Za-z0-9]{1,16}$/, 'a station code'),
    z.record(
      text().regex(/^[A-Za-z0-9]{1,8}$/, 'a prize name'),
      z
        .array(text().regex(/^\d{1,8}$/, 'a number of digits'))
        .min(1)
        .max(20),
    ),
  )
  .refine((t) => Object.keys(t).length >= 1 && Object.keys(t).length <= 8, 'one to eight stations');

/** A limit in the editor: a positive amount with two places at most, or null for none. */
const limit = z.number().min(0).max(1_000_000_000).multipleOf(0.01);

export const lotteryVendorSchema = z.object({ code: z.string(), displayName: z.string() });

export const operatorLotteryVendors = defineOperatorOperation({
  id: 'operatorLotteryVendors',
  method: 'GET',
  path: `${base}/vendors`,
  summary: 'The lottery vendors that publish an operations API (the manifest’s lotteryAdminUrl)',
  permission: 'lottery.read',
  value: z.object({ vendors: z.array(lotteryVendorSchema) }),
});

export const lotteryDrawSummarySchema = lotteryAdminDrawSummary.extend({
  sales: moneyValue,
  payout: moneyValue.nullable(),
});
export type LotteryDrawSummary = z.infer<typeof lotteryDrawSummarySchema>;

export const operatorLotteryDraws = defineOperatorOperation({
  id: 'operatorLotteryDraws',
  method: 'GET',
  path: `${base}/draws`,
  summary: 'The draw calendar of a vendor: draws between two days, with state and sales',
  permission: 'lottery.read',
  query: z
    .object({ vendor, from: day, to: day, gameCode: lotteryAdminGameCode.optional() })
    .refine((q) => q.from <= q.to, { message: 'from is after to', path: ['from'] }),
  value: z.object({ draws: z.array(lotteryDrawSummarySchema) }),
});

/** One lottery action from the platform's audit log (results, confirmations, corrections, voids). */
export const lotteryHistoryEntrySchema = z.object({
  at: z.number().int(),
  operator: z.string(),
  action: z.string(),
  detail: z.record(z.string(), z.unknown()),
});

export const lotteryDrawDetailSchema = lotteryAdminDrawDetail.extend({
  sales: moneyValue,
  payout: moneyValue.nullable(),
});
export type LotteryDrawDetail = z.infer<typeof lotteryDrawDetailSchema>;

export const lotteryDrawViewSchema = z.object({
  draw: lotteryDrawDetailSchema,
  /** Operators who entered or corrected the waiting result: none of them may confirm it (maker-checker). */
  makers: z.array(z.string()),
  history: z.array(lotteryHistoryEntrySchema),
});
export type LotteryDrawView = z.infer<typeof lotteryDrawViewSchema>;

export const operatorLotteryDraw = defineOperatorOperation({
  id: 'operatorLotteryDraw',
  method: 'GET',
  path: `${base}/draw`,
  summary: 'One draw: its prize structure, result, submissions, and the platform’s history of it',
  permission: 'lottery.read',
  query: drawKey,
  value: lotteryDrawViewSchema,
});

export const operatorLotteryEnterResult = defineOperatorOperation({
  id: 'operatorLotteryEnterResult',
  method: 'POST',
  path: `${base}/draw/result`,
  summary: 'Enter or import a result (the maker’s step; audited)',
  permission: 'lottery.results',
  body: drawKey.extend({ source: z.enum(['OPERATOR', 'FEED']).default('OPERATOR'), tables: prizeTables }),
  value: lotteryDrawViewSchema,
});

export const operatorLotteryConfirmResult = defineOperatorOperation({
  id: 'operatorLotteryConfirmResult',
  method: 'POST',
  path: `${base}/draw/confirm`,
  summary: 'Confirm the waiting result (the checker’s step, never its maker; settlement follows; audited)',
  permission: 'lottery.results',
  body: drawKey,
  value: lotteryDrawViewSchema,
});

export const operatorLotteryCorrectResult = defineOperatorOperation({
  id: 'operatorLotteryCorrectResult',
  method: 'POST',
  path: `${base}/draw/correction`,
  summary: 'Submit a corrected result after settlement (another operator confirms; audited)',
  permission: 'lottery.results',
  body: drawKey.extend({ tables: prizeTables }),
  value: lotteryDrawViewSchema,
});

export const operatorLotteryVoidDraw = defineOperatorOperation({
  id: 'operatorLotteryVoidDraw',
  method: 'POST',
  path: `${base}/draw/void`,
  summary: 'Void a draw: the vendor refunds every ticket through the wallet (audited)',
  permission: 'lottery.manage',
  body: drawKey.extend({ reason: text().trim().min(3).max(200) }),
  value: lotteryDrawViewSchema,
});

export const operatorLotteryCloseDraw = defineOperatorOperation({
  id: 'operatorLotteryCloseDraw',
  method: 'POST',
  path: `${base}/draw/close`,
  summary: 'Close a regional draw’s sales now, before its cut-off; a result may then be entered (audited)',
  permission: 'lottery.results',
  body: drawKey.extend({ reason: text().trim().min(3).max(200) }),
  value: lotteryDrawViewSchema,
});

export const lotteryBetTypeSchema = lotteryAdminBetType.extend({
  minPerTicket: moneyValue.nullable(),
  maxPerTicket: moneyValue.nullable(),
  minPerNumber: moneyValue.nullable(),
  maxPerNumber: moneyValue.nullable(),
  maxPayoutPerTicket: moneyValue,
  liabilityCap: moneyValue,
});
export type LotteryBetType = z.infer<typeof lotteryBetTypeSchema>;

export const operatorLotteryBetTypes = defineOperatorOperation({
  id: 'operatorLotteryBetTypes',
  method: 'GET',
  path: `${base}/bet-types`,
  summary: 'Odds and limits of every bet type and structure',
  permission: 'lottery.read',
  query: z.object({ vendor, structure: structure.optional() }),
  value: z.object({ betTypes: z.array(lotteryBetTypeSchema) }),
});

export const operatorLotterySaveBetType = defineOperatorOperation({
  id: 'operatorLotterySaveBetType',
  method: 'PUT',
  path: `${base}/bet-types`,
  summary: 'Set the odds and limits of a bet type in a structure (the vendor refuses an RTP outside 90–97 %; audited)',
  permission: 'lottery.manage',
  body: z.object({
    vendor,
    betType: lotteryAdminBetTypeCode,
    structure,
    payout: z.number().int().min(1).max(1_000_000_000),
    enabled: z.boolean(),
    minPerTicket: limit.nullable(),
    maxPerTicket: limit.nullable(),
    minPerNumber: limit.nullable(),
    maxPerNumber: limit.nullable(),
    maxPayoutPerTicket: limit,
    liabilityCap: limit,
  }),
  value: z.object({ betType: lotteryBetTypeSchema }),
});

export const lotteryLiabilityRowSchema = z.object({
  pool: z.string(),
  number: z.string(),
  exposure: moneyValue,
  cap: moneyValue,
  soldOut: z.boolean(),
});

export const operatorLotteryLiability = defineOperatorOperation({
  id: 'operatorLotteryLiability',
  method: 'GET',
  path: `${base}/liability`,
  summary: 'The numbers of a draw with the largest exposure, with their cap and whether they are sold out',
  permission: 'lottery.read',
  query: drawKey,
  value: z.object({
    gameCode: z.string(),
    numero: z.string(),
    state: z.enum(LOTTERY_DRAW_STATES),
    rows: z.array(lotteryLiabilityRowSchema),
  }),
});

export const lotteryReportRowSchema = z.object({
  gameCode: z.string(),
  gameName: z.string(),
  betType: z.string(),
  betTypeName: z.string(),
  tickets: z.number().int(),
  sales: moneyValue,
  payout: moneyValue,
  ggr: moneyValue,
});
export type LotteryReportRow = z.infer<typeof lotteryReportRowSchema>;

export const operatorLotteryReport = defineOperatorOperation({
  id: 'operatorLotteryReport',
  method: 'GET',
  path: `${base}/report`,
  summary: 'Sales, payouts and GGR per game and bet type between two days, with the totals',
  permission: 'lottery.read',
  query: z
    .object({ vendor, from: day, to: day })
    .refine((q) => q.from <= q.to, { message: 'from is after to', path: ['from'] }),
  value: z.object({
    rows: z.array(lotteryReportRowSchema),
    totals: z.object({ tickets: z.number().int(), sales: moneyValue, payout: moneyValue, ggr: moneyValue }),
  }),
});
