import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members, merchants } from './schema.js';

/**
 * OpenID Connect providers a brand has configured (GOOGLE, FACEBOOK). The client secret is
 * only read by the server's token exchange; no call returns it and nothing logs it.
 */
export const oidcProviders = pgTable(
  'oidc_providers',
  {
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    clientSecret: text('client_secret').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantCode, t.provider] })],
);

/** A provider identity (its `sub`) linked to a member: one per brand, provider and subject. */
export const memberIdentities = pgTable(
  'member_identities',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('member_identities_subject_uq').on(t.merchantCode, t.provider, t.subject),
    // One account of each provider per member.
    uniqueIndex('member_identities_member_uq').on(t.memberId, t.provider),
  ],
);

/**
 * One third-party login attempt from start to session: the state (hashed), PKCE verifier and
 * nonce until the provider calls back (once), then the one-time ticket (hashed) the portal
 * exchanges: LOGIN for a linked identity, BIND for one that must be linked or registered first.
 */
export const thirdPartyLogins = pgTable(
  'third_party_logins',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    provider: text('provider').notNull(),
    stateHash: text('state_hash').notNull(),
    /** SHA-256 of the HttpOnly cookie set at start: the callback must come from the same browser. */
    browserHash: text('browser_hash').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    ticketHash: text('ticket_hash'),
    ticketKind: text('ticket_kind'),
    subject: text('subject'),
    email: text('email'),
    name: text('name'),
    memberId: integer('member_id'),
    ticketExpiresAt: timestamp('ticket_expires_at', { withTimezone: true }),
    ticketUsedAt: timestamp('ticket_used_at', { withTimezone: true }),
    failedBinds: integer('failed_binds').notNull().default(0),
  },
  (t) => [
    uniqueIndex('third_party_logins_state_uq').on(t.stateHash),
    uniqueIndex('third_party_logins_ticket_uq').on(t.ticketHash),
    index('third_party_logins_created_idx').on(t.createdAt),
  ],
);
