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
import { operators } from './schema-wallet.js';
import { merchants } from './schema.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Custom operator roles of a brand, built from the permission catalogue. The five built-in roles are
 * not stored: their permissions come from BUILTIN_ROLE_PERMISSIONS, so they cannot be edited.
 */
export const operatorRoles = pgTable(
  'operator_roles',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: text('name').notNull(),
    permissions: jsonb('permissions')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('operator_roles_uq').on(t.merchantCode, t.key)],
);

/** Step 1 of the sign-in (password accepted) waiting for the TOTP code: single use, 5 minutes. */
export const operatorLoginTickets = pgTable('operator_login_tickets', {
  id: serial('id').primaryKey(),
  operatorId: integer('operator_id')
    .notNull()
    .references(() => operators.id, { onDelete: 'cascade' }),
  ticketHash: text('ticket_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Every sign-in attempt of the back office, with its outcome, address and browser. */
export const operatorLogins = pgTable(
  'operator_logins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    /** PASSWORD or TOTP. */
    step: text('step').notNull(),
    /** OK, BAD_PASSWORD, BAD_CODE, LOCKED, IP_DENIED, DISABLED, ENROLLED. */
    outcome: text('outcome').notNull(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('operator_logins_operator_idx').on(t.operatorId, t.createdAt)],
);

/** Maker-checker requests: what a second operator approves or rejects, and what came of it. */
export const approvals = pgTable(
  'approvals',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    kind: text('kind').notNull(),
    /** PENDING, EXECUTING (claimed by a checker), APPROVED, REJECTED, FAILED. */
    status: text('status').notNull().default('PENDING'),
    makerId: integer('maker_id').notNull(),
    makerName: text('maker_name').notNull(),
    checkerId: integer('checker_id'),
    checkerName: text('checker_name'),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }),
    target: text('target').notNull(),
    summary: text('summary').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    result: jsonb('result'),
    errorCode: text('error_code'),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('approvals_merchant_status_idx').on(t.merchantCode, t.status, t.createdAt)],
);

/** Per brand and kind: amounts above this need a second operator (null: every request does). */
export const approvalThresholds = pgTable(
  'approval_thresholds',
  {
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantCode, t.kind] })],
);
