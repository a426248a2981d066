import { BONUS_GRANT_STATUSES, REWARD_SOURCES, REWARD_STATUSES, WAGERING_BASES } from '@pagoda/contracts';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members, merchants } from './schema.js';

const money = (name: string) => bigint(name, { mode: 'bigint' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The reward centre: everything a member may claim, whatever feature offered it (a promotion, a
 * rebate, a mission, a referral, a raffle win, a red envelope). `key` makes an offer idempotent:
 * a feature offers under a key built from its own ids and period, so a repeated run offers nothing
 * new. Claiming turns the item into a bonus grant (with its wagering) in one ledger transaction.
 */
export const rewardItems = pgTable(
  'reward_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    source: text('source', { enum: REWARD_SOURCES }).notNull(),
    /** The offering feature's own id (promotion id, mission id, envelope rain id...), for its reports. */
    sourceRef: text('source_ref').notNull(),
    /** Unique per brand, e.g. 'promo:12:m:34:2026-11-27'. */
    key: text('key').notNull(),
    /** What the member reads: a title per language (en always), from the offering feature. */
    title: jsonb('title').$type<Record<string, string>>().notNull(),
    amount: money('amount').notNull(),
    /** Wagering multiplier in hundredths (100 = ×1); 0: no wagering, the money is cash at once. */
    wageringX100: integer('wagering_x100').notNull().default(0),
    wageringBase: text('wagering_base', { enum: WAGERING_BASES }).notNull().default('BONUS'),
    /** The qualifying deposit for a BONUS_DEPOSIT base (0 otherwise). */
    depositAmount: money('deposit_amount')
      .notNull()
      .default(sql`0`),
    /** Categories whose bets count (null: every category, at the brand's weights). */
    categories: jsonb('categories').$type<string[] | null>(),
    /** Days the member has to meet the wagering once claimed (null: no limit). */
    wageringDays: integer('wagering_days'),
    status: text('status', { enum: REWARD_STATUSES }).notNull().default('CLAIMABLE'),
    /** Free-form facts of the offering feature (deposit order, rank, streak...), shown in reports. */
    meta: jsonb('meta')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    offeredAt: at('offered_at').notNull().defaultNow(),
    /** After this the item can no longer be claimed (null: never expires). */
    expiresAt: at('expires_at'),
    claimedAt: at('claimed_at'),
  },
  (t) => [
    uniqueIndex('reward_items_key_uq').on(t.merchantCode, t.key),
    index('reward_items_member_idx').on(t.memberId, t.status, t.offeredAt),
    index('reward_items_source_idx').on(t.merchantCode, t.source, t.sourceRef),
  ],
);

/**
 * A credited bonus and its wagering. The ledger holds the money (a posting from the BONUS system
 * account); this row holds the lock: while ACTIVE, `lockedAmount` of the main wallet is not
 * withdrawable until the weighted valid turnover reaches `requiredTurnover`.
 */
export const bonusGrants = pgTable(
  'bonus_grants',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    rewardItemId: bigint('reward_item_id', { mode: 'number' })
      .notNull()
      .references(() => rewardItems.id),
    amount: money('amount').notNull(),
    lockedAmount: money('locked_amount').notNull(),
    requiredTurnover: money('required_turnover').notNull(),
    /** Weighted valid turnover counted so far (refreshed from the betting record). */
    progress: money('progress')
      .notNull()
      .default(sql`0`),
    categories: jsonb('categories').$type<string[] | null>(),
    status: text('status', { enum: BONUS_GRANT_STATUSES }).notNull().default('ACTIVE'),
    /** Bets settled from this moment count (a grant counts after the one before it is done). */
    countFrom: at('count_from'),
    expiresAt: at('expires_at'),
    postingId: bigint('posting_id', { mode: 'number' }),
    createdAt: at('created_at').notNull().defaultNow(),
    closedAt: at('closed_at'),
    closedBy: text('closed_by'),
  },
  (t) => [
    uniqueIndex('bonus_grants_item_uq').on(t.rewardItemId),
    index('bonus_grants_member_idx').on(t.memberId, t.status, t.id),
  ],
);

/** Per-brand bonus settings; defaults apply when the row is missing. */
export const bonusSettings = pgTable('bonus_settings', {
  merchantCode: text('merchant_code')
    .primaryKey()
    .references(() => merchants.code, { onDelete: 'cascade' }),
  /** Wagering contribution per game category, in percent (DEFAULT_WAGERING_WEIGHTS otherwise). */
  weights: jsonb('weights').$type<Record<string, number>>(),
  /** Largest single bet while a bonus is active (null: no cap). */
  maxBetWithBonus: money('max_bet_with_bonus'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
