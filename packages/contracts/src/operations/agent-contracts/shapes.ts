import { z } from 'zod';
import {
  CONTRACT_KINDS,
  CONTRACT_MAX_RATE_BPS,
  CONTRACT_MAX_TIERS,
  CONTRACT_REQUEST_STATUSES,
  CONTRACT_REQUEST_TYPES,
  CONTRACT_STATUSES,
  DIVIDEND_PERIODS,
  SETTLEMENT_PERIOD_CODES,
  SETTLEMENT_STATUSES,
} from '../../agent-contract-enums.js';
import { MONEY_MAX_MINOR, minorToText, moneyValue, parseMinor } from '../../money.js';
import { text } from '../../text.js';

/** An amount where zero is allowed (a tier threshold of 0), at most 2 decimals; parsed as decimal text. */
export const contractAmount = z.union([z.number(), text()]).transform((v, ctx) => {
  const minor = parseMinor(typeof v === 'number' ? (Number.isFinite(v) ? String(v) : 'NaN') : v);
  if (minor === null || minor > MONEY_MAX_MINOR) {
    ctx.addIssue({ code: 'custom', message: 'amount: a number with at most 2 decimals' });
    return z.NEVER;
  }
  return minorToText(minor);
});

/**
 * A rate in percent with at most two decimals (1.25 = 1.25 %), parsed to basis points without a
 * float: the percent's hundredths are basis points. Above 0, at most 100 %.
 */
export const contractRate = z.union([z.number(), text()]).transform((v, ctx) => {
  const bps = parseMinor(typeof v === 'number' ? (Number.isFinite(v) ? String(v) : 'NaN') : v);
  if (bps === null || bps <= 0n || bps > BigInt(CONTRACT_MAX_RATE_BPS)) {
    ctx.addIssue({ code: 'custom', message: 'rate: a percent above 0 and at most 100, 2 decimals' });
    return z.NEVER;
  }
  return Number(bps);
});

export const contractTierInput = z.object({
  /** Team valid bet of the period (dividend, daily), or of the hour (hourly). */
  betVolume: contractAmount,
  /** Dividends only: the team's net loss of the period. */
  netLoss: contractAmount.default('0.00'),
  activeMember: z.coerce.number().int().min(0).max(1_000_000).default(0),
  rate: contractRate,
});
export type ContractTierInput = z.output<typeof contractTierInput>;

/** The terms of an offer or a new-terms request: tiers, or the real-time salary's rates. */
export const contractTermsInput = z.object({
  tiers: z.array(contractTierInput).min(1).max(CONTRACT_MAX_TIERS).optional(),
  profitRate: contractRate.optional(),
  lossRate: contractRate.optional(),
  minimumBet: contractAmount.optional(),
});
export type ContractTermsInput = z.output<typeof contractTermsInput>;

export const contractKindSchema = z.enum(CONTRACT_KINDS);
export const productTypeSchema = text()
  .trim()
  .regex(/^[A-Z]{2,12}$/, 'productType: 2-12 capital letters')
  .default('ALL');

export const contractTierSchema = z.object({
  betVolume: moneyValue,
  netLoss: moneyValue,
  activeMember: z.number().int(),
  /** P: percent. */
  rateType: z.literal('P'),
  rate: z.number(),
});

export const contractPartySchema = z.object({ id: z.number().int(), account: z.string() }).nullable();

export const contractRequestSchema = z.object({
  id: z.number().int(),
  type: z.enum(CONTRACT_REQUEST_TYPES),
  status: z.enum(CONTRACT_REQUEST_STATUSES),
  /** The caller made it (it waits for the other side). */
  mine: z.boolean(),
  details: z.array(contractTierSchema),
  profitRate: z.number().nullable(),
  lossRate: z.number().nullable(),
  createdAt: z.number(),
});

/**
 * A contract as the portal shows it. The field names follow the observed consolidated entries
 * (api-observed §2.6): `status`, `id`/`contractId`, `minimumBet`, `netLoss`, `activeMember`,
 * `contractRate` (the top rate), `details`, `hourSalaryRates`, `downlineHigherRate`, `productType`,
 * `computationPeriod`, `agent`.
 */
export const contractSchema = z.object({
  id: z.number().int(),
  contractId: z.number().int(),
  kind: contractKindSchema,
  productType: z.string(),
  computationPeriod: z.enum(SETTLEMENT_PERIOD_CODES),
  status: z.enum(CONTRACT_STATUSES),
  version: z.number().int(),
  holder: contractPartySchema,
  /** null: the platform offered it. */
  offerer: contractPartySchema,
  minimumBet: moneyValue,
  netLoss: moneyValue,
  activeMember: z.number().int(),
  contractRate: z.number(),
  details: z.array(contractTierSchema),
  hourSalaryRates: z.array(contractTierSchema),
  profitRate: z.number().nullable(),
  lossRate: z.number().nullable(),
  /** Y: the holder's current contract of this kind pays more; accepting needs confirm "Y". */
  downlineHigherRate: z.enum(['Y', 'N']),
  agent: z.array(z.object({ status: z.enum(CONTRACT_STATUSES) })),
  offeredAt: z.number(),
  acceptedAt: z.number().nullable(),
  endedAt: z.number().nullable(),
  endReason: z.string().nullable(),
  request: contractRequestSchema.nullable(),
});
export type ContractView = z.infer<typeof contractSchema>;

/** A settlement statement line: the figures used, the tier matched, the rate and the amount. */
export const settlementSchema = z.object({
  id: z.number().int(),
  contractId: z.number().int(),
  kind: contractKindSchema,
  periodKey: z.string(),
  windowFrom: z.number(),
  windowTo: z.number(),
  holder: contractPartySchema,
  payer: contractPartySchema,
  validBet: moneyValue,
  netLoss: moneyValue,
  activeMembers: z.number().int(),
  carryIn: moneyValue,
  carryOut: moneyValue,
  base: moneyValue,
  /** 1-based; 0: no tier reached. */
  tier: z.number().int(),
  rate: z.number(),
  /** Real-time salary: valid bets under the profit rate and under the loss rate. */
  profitBet: moneyValue,
  lossBet: moneyValue,
  amount: moneyValue,
  /** What the holder paid its own downline for the period; net = amount − downlineAmount. */
  downlineAmount: moneyValue,
  net: moneyValue,
  paid: moneyValue,
  receivable: moneyValue,
  status: z.enum(SETTLEMENT_STATUSES),
  createdAt: z.number(),
});
export type SettlementView = z.infer<typeof settlementSchema>;

export const dividendPeriodSchema = z.enum(DIVIDEND_PERIODS);
/** The largest page a contract list answers (a CSV download reads in pages of this size). */
export const CONTRACT_PAGE_MAX = 100;
export const pageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(CONTRACT_PAGE_MAX).default(20),
};
