import { REFERRAL_STATUSES, VIP_UPGRADE_MODES } from '@pagoda/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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

const money = (name: string) => bigint(name, { mode: 'bigint' });
const at = (name: string) => timestamp(name, { withTimezone: true });
const zero = sql`0`;

/**
 * A brand's VIP level table (docs/promotions.md, ## VIP and referrals). Level 0 is where every member
 * starts (zero thresholds); each level above has strictly higher thresholds. Money in minor units.
 */
export const vipLevels = pgTable(
  'vip_levels',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code, { onDelete: 'cascade' }),
    level: integer('level').notNull(),
    /** Name per portal language (en, cn, vi, th, id, ja, ty); en always present. */
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    /** Qualifying deposits (since registration or the last downgrade) that reach the level. */
    depositThreshold: money('deposit_threshold').notNull().default(zero),
    /** Valid turnover within one month (brand time zone) that reaches the level. */
    turnoverThreshold: money('turnover_threshold').notNull().default(zero),
    /** OR: either threshold reaches the level; AND: both are needed. */
    upgradeMode: text('upgrade_mode', { enum: VIP_UPGRADE_MODES }).notNull().default('OR'),
    /** Valid turnover a month needs to keep the level at the month-end review (0: always kept). */
    maintainTurnover: money('maintain_turnover').notNull().default(zero),
    /** Rebate per game category in basis points of the day's valid bets. */
    rebateBps: jsonb('rebate_bps').$type<Record<string, number>>().notNull().default({}),
    /** Withdrawal limits of the level; null: the brand's own limit. */
    withdrawDailyCount: integer('withdraw_daily_count'),
    withdrawDailyAmount: money('withdraw_daily_amount'),
    withdrawMaxPerRequest: money('withdraw_max_per_request'),
    levelUpBonus: money('level_up_bonus').notNull().default(zero),
    levelUpWageringX100: integer('level_up_wagering_x100').notNull().default(100),
    birthdayBonus: money('birthday_bonus').notNull().default(zero),
    birthdayWageringX100: integer('birthday_wagering_x100').notNull().default(100),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('vip_levels_level_uq').on(t.merchantCode, t.level)],
);

/**
 * A member's VIP state. Created on first use (a deposit, a turnover run, a page view); the level is
 * mirrored to members.club_rank_level and club_label_name (the portal's clubLabel) on every change.
 */
export const memberVip = pgTable(
  'member_vip',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    merchantCode: text('merchant_code').notNull(),
    level: integer('level').notNull().default(0),
    levelSince: at('level_since'),
    /** Deposits counted towards an upgrade: all paid deposits, reset to 0 by a downgrade. */
    qualifyingDeposit: money('qualifying_deposit').notNull().default(zero),
    /** Every paid deposit since registration (reports). */
    lifetimeDeposit: money('lifetime_deposit').notNull().default(zero),
    /** The month (YYYY-MM, brand time zone) `monthTurnover` belongs to. */
    period: text('period').notNull().default(''),
    monthTurnover: money('month_turnover').notNull().default(zero),
    /** The last month (YYYY-MM) whose maintain review ran for this member: the review runs once. */
    reviewedPeriod: text('reviewed_period').notNull().default(''),
    /** An operator's level: a floor the month-end review never goes below, while pinned. */
    pinnedLevel: integer('pinned_level'),
    /** YYYY-MM-DD; set once by the member, later only by support. */
    birthDate: text('birth_date'),
    birthDateBy: text('birth_date_by'),
    lastEvaluatedAt: at('last_evaluated_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('member_vip_merchant_idx').on(t.merchantCode, t.level)],
);

/** A brand's referral rule (one per brand): conditions on the referee and the rewards. */
export const referralRules = pgTable('referral_rules', {
  merchantCode: text('merchant_code')
    .primaryKey()
    .references(() => merchants.code, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(true),
  minFirstDeposit: money('min_first_deposit').notNull().default(zero),
  minTurnover: money('min_turnover').notNull().default(zero),
  withinDays: integer('within_days').notNull().default(30),
  referrerReward: money('referrer_reward').notNull().default(zero),
  referrerWageringX100: integer('referrer_wagering_x100').notNull().default(100),
  refereeReward: money('referee_reward').notNull().default(zero),
  refereeWageringX100: integer('referee_wagering_x100').notNull().default(100),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * One row per referee (a member registered with a referral code), once they deposit or the
 * referral job sees them: the conditions' progress and the outcome. Unique per referee, so the
 * reward is decided once.
 */
export const referrals = pgTable(
  'referrals',
  {
    refereeId: integer('referee_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    merchantCode: text('merchant_code').notNull(),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    status: text('status', { enum: REFERRAL_STATUSES }).notNull().default('REGISTERED'),
    registeredAt: at('registered_at').notNull(),
    /** The referee's first paid deposit (null before it). */
    firstDeposit: money('first_deposit'),
    /** Valid turnover inside the rule's window, as last counted. */
    turnover: money('turnover').notNull().default(zero),
    referrerReward: money('referrer_reward').notNull().default(zero),
    refereeReward: money('referee_reward').notNull().default(zero),
    qualifiedAt: at('qualified_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('referrals_referrer_idx').on(t.referrerId, t.registeredAt),
    index('referrals_status_idx').on(t.merchantCode, t.status),
  ],
);
