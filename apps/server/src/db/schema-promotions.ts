import {
  PROMOTION_ABUSE_REASONS,
  PROMOTION_APPLICATION_STATUSES,
  PROMOTION_MECHANICS,
  PROMOTION_STATES,
  PROMOTION_TYPES,
  type PromotionConfig,
  type PromotionContent,
} from '@pagoda/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { rewardItems } from './schema-rewards.js';
import { members, merchants } from './schema.js';

const money = (name: string) => bigint(name, { mode: 'bigint' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A promotion of a brand: its type (the /promotions tab), its mechanic and the mechanic's settings,
 * eligibility, wagering, claim limit and anti-abuse rules (`config`, validated by the contract), its
 * texts per language (`content`), a window and a budget. `spent` only grows through a conditional
 * update that never passes `budget`, so parallel claims cannot overspend.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code, { onDelete: 'cascade' }),
    type: text('type', { enum: PROMOTION_TYPES }).notNull(),
    mechanic: text('mechanic', { enum: PROMOTION_MECHANICS }).notNull(),
    state: text('state', { enum: PROMOTION_STATES }).notNull().default('DRAFT'),
    startAt: at('start_at').notNull(),
    endAt: at('end_at'),
    sort: integer('sort').notNull().default(0),
    /** Per language (lower-case portal codes, `en` always): title, summary, sanitised HTML body, terms. */
    content: jsonb('content').$type<PromotionContent>().notNull(),
    imageUrl: text('image_url').notNull().default(''),
    /** Mechanic settings, eligibility, wagering, claim limit, anti-abuse (contracts: promotionConfigSchema). */
    config: jsonb('config').$type<PromotionConfig>().notNull(),
    /** Total the promotion may pay (null: no cap) and what it has committed so far. */
    budget: money('budget'),
    spent: money('spent')
      .notNull()
      .default(sql`0`),
    createdBy: text('created_by').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('promotions_merchant_idx').on(t.merchantCode, t.state, t.sort)],
);

/**
 * A member's part in a promotion: a join (opt-in, `period` 'join') or one reward offered under it
 * (`period` the claim period or the deposit's order number), with the reward-centre item it made.
 * Unique per promotion, member and period: the database refuses a second reward for the same period.
 */
export const promotionParticipations = pgTable(
  'promotion_participations',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['JOIN', 'REWARD'] }).notNull(),
    period: text('period').notNull(),
    amount: money('amount')
      .notNull()
      .default(sql`0`),
    rewardItemId: bigint('reward_item_id', { mode: 'number' }).references(() => rewardItems.id),
    /** What paid it, unique per promotion: the deposit order of a deposit match (one reward per deposit). */
    ref: text('ref'),
    ip: text('ip'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promotion_participations_uq').on(t.promotionId, t.memberId, t.period),
    uniqueIndex('promotion_participations_ref_uq').on(t.promotionId, t.ref),
    index('promotion_participations_member_idx').on(t.memberId, t.promotionId),
  ],
);

/** An application (SPECIAL promotions): APPLYING until an operator issues (with an amount) or rejects it. */
export const promotionApplications = pgTable(
  'promotion_applications',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    status: text('status', { enum: PROMOTION_APPLICATION_STATUSES }).notNull().default('APPLYING'),
    note: text('note').notNull().default(''),
    remark: text('remark').notNull().default(''),
    amount: money('amount'),
    reviewedBy: text('reviewed_by'),
    rewardItemId: bigint('reward_item_id', { mode: 'number' }).references(() => rewardItems.id),
    createdAt: at('created_at').notNull().defaultNow(),
    reviewedAt: at('reviewed_at'),
  },
  (t) => [
    index('promotion_applications_queue_idx').on(t.merchantCode, t.status, t.createdAt),
    index('promotion_applications_member_idx').on(t.memberId, t.promotionId),
  ],
);

/** A daily check-in: one per member, promotion and local day; `streak` counts consecutive days. */
export const promotionCheckins = pgTable(
  'promotion_checkins',
  {
    id: serial('id').primaryKey(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    streak: integer('streak').notNull(),
    rewardItemId: bigint('reward_item_id', { mode: 'number' }).references(() => rewardItems.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('promotion_checkins_uq').on(t.promotionId, t.memberId, t.day)],
);

/** A claim refused as a suspected household duplicate: the abuse report's evidence. */
export const promotionAbuseRefusals = pgTable(
  'promotion_abuse_refusals',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    linkedMemberId: integer('linked_member_id').notNull(),
    reason: text('reason', { enum: PROMOTION_ABUSE_REASONS }).notNull(),
    /** The shared value, masked (account tail or IP). */
    evidence: text('evidence').notNull().default(''),
    auto: boolean('auto').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('promotion_abuse_refusals_idx').on(t.merchantCode, t.promotionId, t.createdAt)],
);
