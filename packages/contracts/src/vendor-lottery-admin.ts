import { z } from 'zod';
import { text } from './text.js';

/**
 * The lottery operations API a lottery vendor serves to the platform's back office (docs/vendor-api.md,
 * "Lottery operations"). Its base URL is the manifest's `lotteryAdminUrl`; every call is signed with the
 * vendor secret the way the platform signs its member-ticket reads (the vendor signature over the method,
 * path and query, plus the body for writes). The platform checks the operator's permission, audits the
 * action and names the operator in `operator`; the vendor enforces maker-checker on that name (the
 * operator who entered a result cannot confirm it). Answers use the platform envelope. Money is decimal
 * text with two places ("1250.00"); times are epoch milliseconds.
 */

export const LOTTERY_ADMIN_PATHS = {
  draws: '/draws',
  draw: '/draws/:gameCode/:numero',
  result: '/draws/:gameCode/:numero/result',
  confirm: '/draws/:gameCode/:numero/confirm',
  void: '/draws/:gameCode/:numero/void',
  close: '/draws/:gameCode/:numero/close',
  correction: '/draws/:gameCode/:numero/correction',
  betTypes: '/bet-types',
  betType: '/bet-types/:betType',
  liability: '/liability',
  report: '/report',
} as const;

const money = z.string().regex(/^-?\d+\.\d{2}$/, 'money: decimal text with two places');
const day = text().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date YYYY-MM-DD');
export const lotteryAdminGameCode = text().regex(/^[A-Z0-9]{2,16}$/, 'a game code');
export const lotteryAdminNumero = text().regex(/^\d{8}(-\d{4})?$/, 'a period YYYYMMDD or YYYYMMDD-NNNN');
export const lotteryAdminBetTypeCode = text().regex(/^[a-z0-9@-]{2,16}$/, 'a bet type code');
/** The platform operator who acts (their username), named in every write. */
const operator = text().trim().min(1).max(64);

export const LOTTERY_DRAW_STATES = ['UPCOMING', 'OPEN', 'CLOSED', 'DRAWN', 'CONFIRMED', 'SETTLED', 'VOID'] as const;
export type LotteryDrawState = (typeof LOTTERY_DRAW_STATES)[number];

/** One prize table per station ("MB" for the North and for fast games); prize name → numbers, e.g. { DB: ['12345'] }. */
export const lotteryPrizeTables = z.record(z.string().max(16), z.record(z.string().max(8), z.array(z.string().max(8))));

// ------------------------------------------------------------------ reads

export const lotteryAdminDrawsQuery = z.object({
  from: day,
  to: day,
  gameCode: lotteryAdminGameCode.optional(),
});

export const lotteryAdminDrawSummary = z.object({
  gameCode: z.string(),
  gameName: z.string(),
  /** REGIONAL: results from outside (maker-checker); FAST and D5: drawn by the house, provably fair. */
  kind: z.enum(['REGIONAL', 'FAST', 'D5']),
  numero: z.string(),
  cutoffAt: z.number().int(),
  drawAt: z.number().int(),
  /** When an operator closed the draw's sales before its scheduled cut-off (then `cutoffAt`), or null. */
  closedEarlyAt: z.number().int().nullable().optional(),
  state: z.enum(LOTTERY_DRAW_STATES),
  /** A result waits for a second operator or source (REGIONAL only). */
  awaitingConfirmation: z.boolean(),
  /** 0 for the first result; each correction after settlement adds 1. */
  revision: z.number().int(),
  tickets: z.number().int(),
  sales: money,
  /** Paid so far (null before settlement). */
  payout: money.nullable(),
});
export const lotteryAdminDrawsValue = z.object({ draws: z.array(lotteryAdminDrawSummary) });

export const lotteryAdminSubmission = z.object({
  /** Operator username, or the feed's name. */
  by: z.string(),
  source: z.enum(['OPERATOR', 'FEED', 'HOUSE', 'SIMULATED']),
  at: z.number().int(),
  tables: lotteryPrizeTables,
});

export const lotteryAdminDrawDetail = lotteryAdminDrawSummary.extend({
  /** The stations of the draw and, per station, its prize names in order with how many numbers and digits each has. */
  structure: z.array(
    z.object({
      station: z.string(),
      stationName: z.string(),
      prizes: z.array(z.object({ prize: z.string(), count: z.number().int(), digits: z.number().int() })),
    }),
  ),
  /** The confirmed result (null until confirmed). */
  result: lotteryPrizeTables.nullable(),
  /** Results entered for the current revision, waiting for agreement or confirmation. */
  submissions: z.array(lotteryAdminSubmission),
  confirmedBy: z.array(z.string()),
  voidReason: z.string().nullable(),
  /** Fast draws: the committed seed hash, and the seed once drawn. */
  seedHash: z.string().nullable(),
  seed: z.string().nullable(),
});
export type LotteryAdminDrawDetail = z.infer<typeof lotteryAdminDrawDetail>;

// ------------------------------------------------------------------ writes

/** Enter (or import) a result: the maker's step. */
export const lotteryAdminResultBody = z.object({
  operator,
  source: z.enum(['OPERATOR', 'FEED']).default('OPERATOR'),
  tables: lotteryPrizeTables,
});
/** Confirm the waiting result: the checker's step (another operator). Settlement follows. */
export const lotteryAdminConfirmBody = z.object({ operator });
/** Void a draw: every ticket is refunded through the wallet (rollback). */
export const lotteryAdminVoidBody = z.object({ operator, reason: text().trim().min(3).max(200) });
/**
 * Close a regional draw's sales now, before its scheduled cut-off (a leaked result, a moved official draw, an
 * incident): later purchases are refused and a result may be entered at once. Refused once sales have closed.
 */
export const lotteryAdminCloseBody = z.object({ operator, reason: text().trim().min(3).max(200) });
/** A corrected result after settlement: once a second operator confirms it, every ticket is re-settled. */
export const lotteryAdminCorrectionBody = z.object({ operator, tables: lotteryPrizeTables });

// ------------------------------------------------------------------ odds and limits

export const lotteryAdminBetType = z.object({
  betType: z.string(),
  name: z.string(),
  /** The structure the odds apply to (MB27 North and fast, MN18 Central/South, D5). */
  structure: z.enum(['MB27', 'MN18', 'D5']),
  /** Units charged per point and line, and paid per point and hit. */
  price: z.number().int(),
  payout: z.number().int(),
  /** Return to player at these odds, in percent with two places. */
  rtp: z.number(),
  enabled: z.boolean(),
  minPerTicket: money.nullable(),
  maxPerTicket: money.nullable(),
  minPerNumber: money.nullable(),
  maxPerNumber: money.nullable(),
  maxPayoutPerTicket: money,
  /** The most the house may owe on one number of one draw for this bet type. */
  liabilityCap: money,
});
export const lotteryAdminBetTypesQuery = z.object({ structure: z.enum(['MB27', 'MN18', 'D5']).optional() });
export const lotteryAdminBetTypesValue = z.object({ betTypes: z.array(lotteryAdminBetType) });
/** Odds are refused when their RTP leaves 90–97 %. */
export const lotteryAdminBetTypeBody = z.object({
  operator,
  structure: z.enum(['MB27', 'MN18', 'D5']),
  payout: z.number().int().min(1),
  enabled: z.boolean(),
  minPerTicket: money.nullable(),
  maxPerTicket: money.nullable(),
  minPerNumber: money.nullable(),
  maxPerNumber: money.nullable(),
  maxPayoutPerTicket: money,
  liabilityCap: money,
});

// ------------------------------------------------------------------ liability and reports

export const lotteryAdminLiabilityQuery = z.object({ gameCode: lotteryAdminGameCode, numero: lotteryAdminNumero });
export const lotteryAdminLiabilityValue = z.object({
  gameCode: z.string(),
  numero: z.string(),
  state: z.enum(LOTTERY_DRAW_STATES),
  /** The numbers with the largest exposure first (at most 200). */
  rows: z.array(
    z.object({
      /** The bet-type pool the exposure is booked in (for example "lo2", "de"). */
      pool: z.string(),
      number: z.string(),
      exposure: money,
      cap: money,
      soldOut: z.boolean(),
    }),
  ),
});

export const lotteryAdminReportQuery = z.object({ from: day, to: day });
export const lotteryAdminReportValue = z.object({
  rows: z.array(
    z.object({
      gameCode: z.string(),
      gameName: z.string(),
      betType: z.string(),
      betTypeName: z.string(),
      tickets: z.number().int(),
      sales: money,
      payout: money,
      /** Sales − payout, of settled tickets only (void tickets count nowhere). */
      ggr: money,
    }),
  ),
});

/**
 * What the signature covers on these calls: the method, the path with its query as sent (the vendor checks
 * its `req.url`), and the raw body ('' for reads). Signed and checked with vendorSignature's signBody and
 * verifyBody, in VENDOR_HEADERS.signature.
 */
export const lotteryAdminSignedText = (method: string, pathAndQuery: string, rawBody = ''): string =>
  `${method.toUpperCase()} ${pathAndQuery}\n${rawBody}`;
