import { BET_STATUSES } from '@pagoda/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members, merchants, sessions } from './schema.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const money = (name: string) => bigint(name, { mode: 'bigint' });

/** Text columns typed as enums (TypeScript only: the database column stays text). */
export const VENDOR_ADAPTERS = ['seamless', 'transfer'] as const;
export type VendorAdapter = (typeof VENDOR_ADAPTERS)[number];
/**
 * Kinds of recorded vendor call: the wallet calls (ADJUST: a signed correction of a settled win),
 * the transfer-mode round report, and the two markers a rollback leaves (an unseen bet, a bet
 * already refunded).
 */
export const VENDOR_TX_KINDS = [
  'BET',
  'WIN',
  'ROLLBACK',
  'ADJUST',
  'ROUND',
  'CANCELLED_UNSEEN',
  'ROLLED_BACK',
] as const;
export type VendorTxKind = (typeof VENDOR_TX_KINDS)[number];
export const TRANSFER_DIRECTIONS = ['IN', 'OUT'] as const;
export const TRANSFER_STATUSES = ['PENDING', 'SUCCESS', 'FAILED'] as const;

/**
 * How the platform talks to one vendor of a brand: the adapter, the HMAC secret of its wallet
 * calls, where games launch, and a maintenance window. The catalogue (game_vendors) says what
 * players see; this says how money and launches flow.
 */
export const vendorIntegrations = pgTable(
  'vendor_integrations',
  {
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code, { onDelete: 'cascade' }),
    vendorCode: text('vendor_code').notNull(),
    /** Adapter name: 'seamless' (the vendor calls /vendor/v1) or 'transfer' (we call its wallet). */
    adapter: text('adapter', { enum: VENDOR_ADAPTERS }).notNull(),
    secret: text('secret').notNull(),
    /** The vendor's game page; the launch token and game code are added as query parameters. */
    launchUrl: text('launch_url').notNull(),
    /** Transfer mode: the vendor's wallet API base URL. */
    walletApiUrl: text('wallet_api_url').notNull().default(''),
    /** PVP rooms' live occupancy (GET, public); empty when the vendor has no rooms. */
    roomsUrl: text('rooms_url').notNull().default(''),
    /**
     * The lottery's reads (GET, bare JSON) the /lgw calls merge; empty when the vendor has no lottery.
     * resultsUrl holds `{gameCode}`, ticketsUrl `{playerId}` (signed like wallet calls).
     */
    lotteryMenuUrl: text('lottery_menu_url').notNull().default(''),
    lotteryOpenedUrl: text('lottery_opened_url').notNull().default(''),
    lotteryRecentUrl: text('lottery_recent_url').notNull().default(''),
    lotteryResultsUrl: text('lottery_results_url').notNull().default(''),
    lotteryFrequencyUrl: text('lottery_frequency_url').notNull().default(''),
    lotteryTicketsUrl: text('lottery_tickets_url').notNull().default(''),
    /** The base URL of the vendor's lottery operations API (signed calls from the back office); empty: none. */
    lotteryAdminUrl: text('lottery_admin_url').notNull().default(''),
    /** The vendor offers guest fun play (its own fun balance, no wallet calls): visitors may launch it. */
    funMode: boolean('fun_mode').notNull().default(false),
    maintenanceFrom: timestamp('maintenance_from', { withTimezone: true }),
    maintenanceTo: timestamp('maintenance_to', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('vendor_integrations_uq').on(t.merchantCode, t.vendorCode)],
);

/** One-use-per-launch token a vendor exchanges for the player (authenticate); stored hashed. */
export const launchTokens = pgTable(
  'launch_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    merchantCode: text('merchant_code').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    vendorCode: text('vendor_code').notNull(),
    gameCode: text('game_code').notNull(),
    category: text('category').notNull(),
    /** 1 real money, 0 trial (the launch's accountType). */
    accountType: integer('account_type').notNull(),
    /** The platform session that launched it: once that session ends, the token takes no more bets. */
    sessionId: integer('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    /** When the vendor exchanged it (authenticate): a launch token opens one game session only. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('launch_tokens_hash_uq').on(t.tokenHash),
    index('launch_tokens_member_idx').on(t.memberId),
    index('launch_tokens_session_idx').on(t.sessionId),
  ],
);

/**
 * Every wallet call a vendor made, by its own transaction id: a replay returns `response`; the
 * same id with other content is refused. A rollback of an unknown bet is recorded too, so a
 * late bet under that id is refused.
 */
export const vendorTransactions = pgTable(
  'vendor_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    vendorCode: text('vendor_code').notNull(),
    transactionId: text('transaction_id').notNull(),
    kind: text('kind', { enum: VENDOR_TX_KINDS }).notNull(),
    memberId: integer('member_id').notNull(),
    roundId: text('round_id').notNull(),
    gameCode: text('game_code').notNull().default(''),
    amount: money('amount').notNull(),
    /** For a rollback: the transaction it cancels; for an adjust: the win it corrects. */
    refTransactionId: text('ref_transaction_id'),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('vendor_transactions_uq').on(t.merchantCode, t.vendorCode, t.transactionId),
    index('vendor_transactions_round_idx').on(t.merchantCode, t.vendorCode, t.roundId),
  ],
);

/** One game round of a member: what the betting record and P&L show. */
export const betRounds = pgTable(
  'bet_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    vendorCode: text('vendor_code').notNull(),
    gameCode: text('game_code').notNull(),
    category: text('category').notNull(),
    roundId: text('round_id').notNull(),
    betAmount: money('bet_amount')
      .notNull()
      .default(sql`0`),
    validBet: money('valid_bet')
      .notNull()
      .default(sql`0`),
    winAmount: money('win_amount')
      .notNull()
      .default(sql`0`),
    status: text('status', { enum: BET_STATUSES }).notNull().default('initial'),
    trial: boolean('trial').notNull().default(false),
    detail: jsonb('detail')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bet_rounds_uq').on(t.merchantCode, t.vendorCode, t.roundId),
    index('bet_rounds_member_idx').on(t.memberId, t.openedAt),
    index('bet_rounds_recent_win_idx').on(t.merchantCode, t.closedAt),
  ],
);

/** Transfer-mode money moves to and from a vendor's wallet, reconciled until settled. */
export const vendorTransfers = pgTable(
  'vendor_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    memberId: integer('member_id').notNull(),
    vendorCode: text('vendor_code').notNull(),
    /** Our reference, sent to the vendor: its idempotency key on their side. */
    reference: text('reference').notNull(),
    direction: text('direction', { enum: TRANSFER_DIRECTIONS }).notNull(),
    amount: money('amount').notNull(),
    /** PENDING → SUCCESS | FAILED (the reconciliation job settles what stays PENDING). */
    status: text('status', { enum: TRANSFER_STATUSES }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vendor_transfers_ref_uq').on(t.reference),
    index('vendor_transfers_pending_idx').on(t.status, t.updatedAt),
  ],
);

/**
 * The demo transfer-mode vendor's own wallet (the transfer simulator, demo mode and tests): its
 * balances and every fund call by the platform's reference. It stands for another company's
 * database, and is kept so that money moved into the demo vendor survives a restart.
 */
export const simTransferWallets = pgTable('sim_transfer_wallets', {
  wallet: text('wallet').primaryKey(),
  balance: money('balance')
    .notNull()
    .default(sql`0`),
});
export const simTransferRefs = pgTable('sim_transfer_refs', {
  ref: text('ref').primaryKey(),
  direction: text('direction').notNull(),
  playerId: text('player_id').notNull(),
  amount: money('amount').notNull(),
  status: text('status').notNull(),
  createdAt: createdAt(),
});
