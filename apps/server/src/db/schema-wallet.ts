import { CHANNEL_TYPES, DEPOSIT_STATUSES, WITHDRAW_STATUSES } from '@pagoda/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members, merchants } from './schema.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const money = (name: string) => bigint(name, { mode: 'bigint' });
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Text columns typed as enums (TypeScript only: the database column stays text). MEMBER_DEBT is what
 * a member owes the house (balance ≤ 0, the only member account allowed below zero).
 */
export const LEDGER_ACCOUNT_KINDS = [
  'MEMBER_WALLET',
  'MEMBER_HOLD',
  'MEMBER_TRANSIT',
  'MEMBER_DEBT',
  'SYSTEM',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];
/** How a paid withdrawal was confirmed: by the member (received, not, partly) or by the clock. */
export const WITHDRAW_CONFIRMATIONS = ['RECEIVED', 'NOT_RECEIVED', 'PARTIAL', 'AUTO'] as const;
export type WithdrawConfirmation = (typeof WITHDRAW_CONFIRMATIONS)[number];

/**
 * Ledger accounts. Member wallets (main = accountTypeId 2, one per transfer-mode vendor, and the
 * withdrawal hold) and system accounts (cash-in clearing per channel, cash-out clearing, vendor
 * settlement, bonus and commission expense, trial funding). Only system accounts may go negative;
 * the check constraint backs the service's own test.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code, { onDelete: 'cascade' }),
    /** 'M:<memberId>:<accountTypeId>', 'M:<memberId>:HOLD', 'M:<memberId>:DEBT' or 'S:<NAME>[:<part>]'. */
    key: text('key').notNull(),
    kind: text('kind', { enum: LEDGER_ACCOUNT_KINDS }).notNull(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    accountTypeId: integer('account_type_id'),
    /** Trial money (type 4 members) never mixes with real money. */
    partition: text('partition').notNull().default('REAL'),
    currency: text('currency').notNull(),
    balance: money('balance')
      .notNull()
      .default(sql`0`),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    allowNegative: boolean('allow_negative').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_key_uq').on(t.merchantCode, t.key),
    index('ledger_accounts_member_idx').on(t.memberId),
    check('ledger_accounts_non_negative', sql`${t.allowNegative} or ${t.balance} >= 0`),
  ],
);

/** One balanced movement; its idempotency key is unique per brand. */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the posting's content: the same key with other content is refused. */
    requestHash: text('request_hash').notNull(),
    kind: text('kind').notNull(),
    txTypeId: integer('tx_type_id').notNull(),
    memberId: integer('member_id'),
    reference: text('reference'),
    remark: text('remark').notNull().default(''),
    meta: jsonb('meta')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_postings_key_uq').on(t.merchantCode, t.idempotencyKey),
    index('ledger_postings_member_idx').on(t.memberId, t.createdAt),
  ],
);

/** Append-only lines of a posting, with the account balance before and after. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    postingId: bigint('posting_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerPostings.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: money('amount').notNull(),
    balanceBefore: money('balance_before').notNull(),
    balanceAfter: money('balance_after').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId, t.id),
    index('ledger_entries_posting_idx').on(t.postingId),
  ],
);

/** Per-brand money settings (one row per brand; defaults apply when it is missing). */
export const walletSettings = pgTable('wallet_settings', {
  merchantCode: text('merchant_code')
    .primaryKey()
    .references(() => merchants.code, { onDelete: 'cascade' }),
  /** Single wallet: games debit the main wallet and the transfer page is hidden. */
  isSingle: boolean('is_single').notNull().default(false),
  withdrawMin: money('withdraw_min')
    .notNull()
    .default(sql`10000`),
  withdrawMax: money('withdraw_max')
    .notNull()
    .default(sql`5000000`),
  withdrawDailyCount: integer('withdraw_daily_count').notNull().default(5),
  /** After this many minutes a paid withdrawal nobody confirmed counts as received. */
  withdrawConfirmMinutes: integer('withdraw_confirm_minutes').notNull().default(60),
  depositExpireMinutes: integer('deposit_expire_minutes').notNull().default(30),
  trialBalance: money('trial_balance')
    .notNull()
    .default(sql`200000`),
});

/** Deposit and payout channels a brand offers (bank, e-wallets, the sandbox gateway). */
export const paymentChannels = pgTable(
  'payment_channels',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    /** BANK (manual transfer), EWALLET (manual), GATEWAY (hosted checkout + signed webhook). */
    type: text('type', { enum: CHANNEL_TYPES }).notNull(),
    provider: text('provider').notNull(),
    name: text('name').notNull(),
    minAmount: money('min_amount').notNull(),
    maxAmount: money('max_amount').notNull(),
    fixedAmounts: jsonb('fixed_amounts')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Where to send the money (bank name, account name and number) for manual channels. */
    accountName: text('account_name').notNull().default(''),
    accountNo: text('account_no').notNull().default(''),
    bankName: text('bank_name').notNull().default(''),
    deposit: boolean('deposit').notNull().default(true),
    withdraw: boolean('withdraw').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    /** What the provider charges the brand per order (basis points + fixed); members pay no fee. */
    feeRateBp: integer('fee_rate_bp').notNull().default(0),
    feeFixed: money('fee_fixed')
      .notNull()
      .default(sql`0`),
    /** Opening hours ('HH:MM' in timeZone); null: always open. openTo before openFrom spans midnight. */
    openFrom: text('open_from'),
    openTo: text('open_to'),
    timeZone: text('time_zone').notNull().default('UTC'),
  },
  (t) => [uniqueIndex('payment_channels_uq').on(t.merchantCode, t.code)],
);

export const depositOrders = pgTable(
  'deposit_orders',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    orderNo: text('order_no').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    channelId: integer('channel_id')
      .notNull()
      .references(() => paymentChannels.id),
    amount: money('amount').notNull(),
    /** CREATED → PENDING → PAID | FAILED | EXPIRED | CANCELLED (deposit-states.ts) */
    status: text('status', { enum: DEPOSIT_STATUSES }).notNull(),
    reference: text('reference').notNull().default(''),
    receiptIds: jsonb('receipt_ids')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    gatewayRef: text('gateway_ref'),
    remark: text('remark').notNull().default(''),
    reviewedBy: text('reviewed_by'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('deposit_orders_no_uq').on(t.orderNo),
    index('deposit_orders_member_idx').on(t.memberId, t.createdAt),
    index('deposit_orders_status_idx').on(t.merchantCode, t.status),
  ],
);

/** Where a member's withdrawals are paid; the holder must be the member's payee name. */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    channelId: integer('channel_id')
      .notNull()
      .references(() => paymentChannels.id),
    accountNo: text('account_no').notNull(),
    holderName: text('holder_name').notNull(),
    createdAt: createdAt(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [index('payout_accounts_member_idx').on(t.memberId)],
);

export const withdrawalOrders = pgTable(
  'withdrawal_orders',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    orderNo: text('order_no').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    payoutAccountId: integer('payout_account_id')
      .notNull()
      .references(() => payoutAccounts.id),
    amount: money('amount').notNull(),
    /** PENDING → APPROVED → PAID → CONFIRMED | DISPUTED → RESOLVED; or REJECTED (withdrawal-states.ts). */
    status: text('status', { enum: WITHDRAW_STATUSES }).notNull(),
    /** Set once the member (or the clock) confirms. */
    confirmation: text('confirmation', { enum: WITHDRAW_CONFIRMATIONS }),
    receivedAmount: money('received_amount'),
    proofIds: jsonb('proof_ids')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    remark: text('remark').notNull().default(''),
    reviewedBy: text('reviewed_by'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    confirmDueAt: timestamp('confirm_due_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('withdrawal_orders_no_uq').on(t.orderNo),
    index('withdrawal_orders_member_idx').on(t.memberId, t.createdAt),
    index('withdrawal_orders_status_idx').on(t.merchantCode, t.status),
  ],
);

/** Receipts and proofs (png/jpg, ≤ 5 MB) kept in the database so every instance can serve them. */
export const uploads = pgTable('uploads', {
  id: text('id').primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  data: bytea('data').notNull(),
  createdAt: createdAt(),
});

/** Back-office users; the first is seeded at first start and its password printed once. */
export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** A role key: one of the built-in five (BUILTIN_ROLE_PERMISSIONS) or a custom role of the brand. */
    role: text('role').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Base32 TOTP secret; confirmed once the first code from the authenticator matched. */
    totpSecret: text('totp_secret'),
    totpConfirmedAt: timestamp('totp_confirmed_at', { withTimezone: true }),
    /** The last 30-second step whose code was accepted: a code is never accepted twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Source addresses allowed to sign in and call (CIDR); empty: any. */
    allowedCidrs: jsonb('allowed_cidrs')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('operators_uq').on(t.merchantCode, t.username)],
);

export const operatorSessions = pgTable('operator_sessions', {
  id: serial('id').primaryKey(),
  operatorId: integer('operator_id')
    .notNull()
    .references(() => operators.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
  /** The absolute end (12 hours after sign-in). */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** The idle clock (30 minutes), moved at most once a minute. */
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  ip: text('ip').notNull().default(''),
  userAgent: text('user_agent').notNull().default(''),
  endedAt: timestamp('ended_at', { withTimezone: true }),
});

/** Every operator action (API or ops CLI), append-only. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull().default(''),
    detail: jsonb('detail')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    ip: text('ip').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_merchant_idx').on(t.merchantCode, t.createdAt)],
);
