import { z } from 'zod';
import { moneySchema, moneyValue } from './money.js';
import { text } from './text.js';

/**
 * The seamless wallet API that game vendors call (docs/vendor-api.md). Every request is a signed
 * JSON POST: X-Merchant, X-Vendor-Code, X-Signature: t=<unix ms>,v1=<hex HMAC-SHA256 of "t.body">
 * with the vendor's secret. Answers use the platform envelope.
 */
export const VENDOR_API_PREFIX = '/vendor/v1';
export const VENDOR_HEADERS = { merchant: 'x-merchant', vendor: 'x-vendor-code', signature: 'x-signature' } as const;

const id = text()
  .trim()
  .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'letters, digits and _.:- (1-64)');
/** A member id: digits within PostgreSQL's integer (a larger one reached the database as a 500). */
const playerId = text()
  .regex(/^[0-9]{1,10}$/, 'playerId: digits')
  .refine((v) => Number(v) <= 2_147_483_647, 'playerId: no such player');
const gameCode = text().trim().min(1).max(64);

/** A win may be zero (a losing round closed by a win call of 0). */
export const nonNegativeMoneySchema = z
  .union([z.literal(0), z.literal('0'), z.literal('0.00'), moneySchema])
  .transform((v) => (typeof v === 'number' || v === '0' || v === '0.00' ? '0.00' : v));

export const vendorAuthenticateBody = z.object({ token: text().regex(/^[A-Za-z0-9_-]{43}$/, 'token: invalid') });
export const vendorAuthenticateValue = z.object({
  playerId: z.string(),
  nickname: z.string(),
  currency: z.string(),
  balance: moneyValue,
  trial: z.boolean(),
  gameCode: z.string(),
  category: z.string(),
  language: z.string(),
});

export const vendorBalanceBody = z.object({ playerId });

export const vendorBetBody = z.object({
  token: text().regex(/^[A-Za-z0-9_-]{43}$/, 'token: invalid'),
  playerId,
  transactionId: id,
  roundId: id,
  gameCode,
  amount: moneySchema,
  currency: text().length(3),
});

export const vendorWinBody = z.object({
  playerId,
  transactionId: id,
  roundId: id,
  gameCode,
  amount: nonNegativeMoneySchema,
  currency: text().length(3),
  /** Closes the round after crediting. */
  endRound: z.boolean().default(false),
});

export const vendorRollbackBody = z.object({
  playerId,
  transactionId: id,
  /** The bet being cancelled; unknown ones are remembered so that the bet is refused if it arrives later. */
  refTransactionId: id,
  roundId: id,
  gameCode: gameCode.optional(),
});

/**
 * A correction of a settled round (a lottery draw re-settled after a corrected result): a signed amount,
 * credited (> 0) or debited (< 0) once per transactionId. A debit never takes the member below zero; what
 * the balance cannot cover is booked as the member's debt to the house (`value.outstanding`).
 */
export const vendorAdjustBody = z.object({
  playerId,
  transactionId: id,
  /** The settlement being corrected (the win call's transactionId). */
  refTransactionId: id,
  roundId: id,
  gameCode,
  amount: text()
    .regex(/^-?\d{1,15}(\.\d{1,2})?$/, 'amount: a signed decimal with at most two places')
    .refine((v) => !/^-?0+(\.0+)?$/.test(v), 'amount: not zero'),
  currency: text().length(3),
  reason: text().trim().min(1).max(200),
});

export const vendorEndRoundBody = z.object({ playerId, roundId: id, gameCode: gameCode.optional() });

export const vendorWalletValue = z.object({
  balance: moneyValue,
  currency: z.string(),
  transactionId: z.string().optional(),
});
export type VendorWalletValue = z.infer<typeof vendorWalletValue>;

/** The answer to `adjust`: the wallet after it, and the member's whole debt to the house after it (0 when none). */
export const vendorAdjustValue = vendorWalletValue.extend({ outstanding: moneyValue });
export type VendorAdjustValue = z.infer<typeof vendorAdjustValue>;

/**
 * Transfer-mode vendors keep their own wallet. The platform calls them (signed the same way, with
 * the vendor's secret) at `<walletApiUrl>/fundIn`, `/fundOut` and `/status`; `reference` is the
 * platform's idempotency key on the vendor's side.
 */
export const vendorFundBody = z.object({
  reference: text().regex(/^T[0-9A-F]{20,40}$/),
  playerId,
  amount: text().regex(/^\d{1,10}\.\d{2}$/),
  currency: text().length(3),
});
export const vendorFundStatusBody = z.object({ reference: text().regex(/^T[0-9A-F]{20,40}$/) });
/** SUCCESS applied; FAILED will never apply; NOT_FOUND never received (status only). */
export const vendorFundAnswer = z.object({
  status: z.enum(['SUCCESS', 'FAILED', 'NOT_FOUND']),
  balance: z.number().optional(),
});
export type VendorFundAnswer = z.infer<typeof vendorFundAnswer>;

/** A transfer-mode vendor reports each settled round, so the member's game wallet stays in step. */
export const vendorRoundReportBody = z.object({
  playerId,
  transactionId: id,
  roundId: id,
  gameCode,
  bet: nonNegativeMoneySchema,
  win: nonNegativeMoneySchema,
  currency: text().length(3),
});
