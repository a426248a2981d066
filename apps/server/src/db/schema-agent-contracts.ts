import type {
  ContractKind,
  ContractRequestStatus,
  ContractRequestType,
  ContractStatus,
  SettlementPeriodCode,
  SettlementRunStatus,
  SettlementStatus,
} from '@pagoda/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members, merchants } from './schema.js';

const money = (name: string) => bigint(name, { mode: 'bigint' });
const at = (name: string) => timestamp(name, { withTimezone: true });
const zero = sql`0`;

/**
 * A contract's terms as stored (money in minor units as decimal text, rates in basis points).
 * Tiered kinds use `tiers` (ascending; the highest tier whose every threshold is met applies);
 * the real-time salary uses its two rates and the single-bet minimum.
 */
export type StoredTier = { betVolume: string; netLoss: string; activeMember: number; rateBps: number };
export type StoredTerms = { tiers: StoredTier[] } | { profitRateBps: number; lossRateBps: number; minimumBet: string };

/**
 * Agent contracts (docs/agents.md, ## Contracts and settlement). Each row is one version between an
 * offerer (the holder's direct upline; null: the operator, for the top level) and the holder. A new
 * version replaces the previous one (`previous_id`) when accepted. At most one pending offer and one
 * active contract per holder, kind and product type (partial unique indexes).
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code, { onDelete: 'cascade' }),
    kind: text('kind').$type<ContractKind>().notNull(),
    productType: text('product_type').notNull().default('ALL'),
    /** Dividends: D, W, H or M; daily salary D; hourly HR; real-time RT. */
    period: text('period').$type<SettlementPeriodCode>().notNull(),
    holderId: integer('holder_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    offererId: integer('offerer_id').references(() => members.id, { onDelete: 'cascade' }),
    /** The operator who offered a top-level contract (audit; null for an agent's offer). */
    offeredBy: text('offered_by').notNull().default(''),
    version: integer('version').notNull().default(1),
    previousId: integer('previous_id'),
    status: text('status').$type<ContractStatus>().notNull().default('P'),
    terms: jsonb('terms').$type<StoredTerms>().notNull(),
    /** The highest rate of the terms (bps): what the chain rule and the ratio rule compare. */
    topRateBps: integer('top_rate_bps').notNull(),
    offeredAt: at('offered_at').notNull().defaultNow(),
    acceptedAt: at('accepted_at'),
    endedAt: at('ended_at'),
    /** Why it ended: REPLACED, TERMINATED, GIVEN_UP, CHAIN (the upline's own contract ended). */
    endReason: text('end_reason'),
  },
  (t) => [
    uniqueIndex('agent_contracts_pending_uq')
      .on(t.holderId, t.kind, t.productType)
      .where(sql`status = 'P'`),
    uniqueIndex('agent_contracts_active_uq')
      .on(t.holderId, t.kind, t.productType)
      .where(sql`status = 'E'`),
    index('agent_contracts_offerer_idx').on(t.offererId, t.kind, t.status),
    index('agent_contracts_run_idx').on(t.merchantCode, t.kind, t.status),
  ],
);

/** New-terms and termination requests on an active contract, each with its own state. */
export const agentContractRequests = pgTable(
  'agent_contract_requests',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => agentContracts.id, { onDelete: 'cascade' }),
    type: text('type').$type<ContractRequestType>().notNull(),
    /** The member who asked (holder or offering agent). */
    requestedBy: integer('requested_by').notNull(),
    terms: jsonb('terms').$type<StoredTerms>(),
    status: text('status').$type<ContractRequestStatus>().notNull().default('P'),
    remark: text('remark').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
    decidedAt: at('decided_at'),
    /** The contract version an accepted new-terms request created. */
    resultContractId: integer('result_contract_id'),
  },
  (t) => [
    uniqueIndex('agent_contract_requests_pending_uq')
      .on(t.contractId)
      .where(sql`status = 'P'`),
  ],
);

/**
 * The operator's template and limit per agent type and kind: the default terms of an offer and the
 * highest rate (bps) a contract held by an agent of that type may carry.
 */
export const agentContractTemplates = pgTable(
  'agent_contract_templates',
  {
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code, { onDelete: 'cascade' }),
    agentType: integer('agent_type').notNull(),
    kind: text('kind').$type<ContractKind>().notNull(),
    period: text('period').$type<SettlementPeriodCode>().notNull(),
    terms: jsonb('terms').$type<StoredTerms>().notNull(),
    maxRateBps: integer('max_rate_bps').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantCode, t.agentType, t.kind] })],
);

/** One settlement run of a schedule for a period (a replay or a second run is a new row). */
export const agentSettlementRuns = pgTable(
  'agent_settlement_runs',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    kind: text('kind').$type<ContractKind>().notNull(),
    period: text('period').$type<SettlementPeriodCode>().notNull(),
    periodKey: text('period_key').notNull(),
    /** The watermark: bets that settled before it are billed by this run (a replay reuses it). */
    windowTo: at('window_to').notNull(),
    /** SCHEDULE, MANUAL (run now), REPLAY. */
    trigger: text('trigger').notNull(),
    status: text('status').$type<SettlementRunStatus>().notNull().default('RUNNING'),
    startedAt: at('started_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
    /** Bills this run wrote, and their total (minor units). */
    bills: integer('bills').notNull().default(0),
    total: money('total').notNull().default(zero),
    error: text('error'),
    by: text('by').notNull().default('system'),
  },
  (t) => [index('agent_settlement_runs_idx').on(t.merchantCode, t.startedAt)],
);

/**
 * One bill per contract and period (unique: exactly-once). Figures are the holder's team's (the
 * holder and its whole subtree) over [window_from, window_to) by bet settlement time; the next bill
 * of the contract starts at this one's window_to (the watermark), so a bet that settles after a
 * period was billed is carried into the next one. Money in minor units.
 */
export const agentSettlements = pgTable(
  'agent_settlements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    runId: integer('run_id').notNull(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => agentContracts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ContractKind>().notNull(),
    periodKey: text('period_key').notNull(),
    holderId: integer('holder_id').notNull(),
    /** Null: the platform (commission account) pays. */
    payerId: integer('payer_id'),
    windowFrom: at('window_from').notNull(),
    windowTo: at('window_to').notNull(),
    validBet: money('valid_bet').notNull().default(zero),
    /** The team's net loss (bets − wins; negative when the team won). */
    netLoss: money('net_loss').notNull().default(zero),
    activeMembers: integer('active_members').notNull().default(0),
    /** Dividends: the negative result carried in from earlier periods, and what carries on. */
    carryIn: money('carry_in').notNull().default(zero),
    carryOut: money('carry_out').notNull().default(zero),
    /** The metric the rate applied to (valid bet, or the net loss after the carry). */
    base: money('base').notNull().default(zero),
    /** Index of the tier matched (-1: none). */
    tier: integer('tier').notNull().default(-1),
    rateBps: integer('rate_bps').notNull().default(0),
    /** Real-time salary: the parts of the valid bet under each rate. */
    detail: jsonb('detail')
      .$type<Record<string, string | number>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** What the contract pays its holder for the period. */
    amount: money('amount').notNull().default(zero),
    /** What the holder's own downline contracts of this kind cost it for the same period. */
    downlineAmount: money('downline_amount').notNull().default(zero),
    paid: money('paid').notNull().default(zero),
    status: text('status').$type<SettlementStatus>().notNull(),
    approvalId: integer('approval_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    paidAt: at('paid_at'),
  },
  (t) => [
    uniqueIndex('agent_settlements_uq').on(t.contractId, t.periodKey),
    index('agent_settlements_holder_idx').on(t.holderId, t.kind, t.createdAt),
    index('agent_settlements_payer_idx').on(t.payerId, t.kind, t.createdAt),
    index('agent_settlements_run_idx').on(t.runId),
    index('agent_settlements_open_idx')
      .on(t.merchantCode, t.status)
      .where(sql`status in ('PARTIAL', 'UNPAID')`),
  ],
);
