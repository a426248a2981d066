import { ENGAGEMENT_PERIODS, LEADERBOARD_METRICS, MISSION_METRICS, RAFFLE_TICKET_MODES } from '@pagoda/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
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
const merchant = () =>
  text('merchant_code')
    .notNull()
    .references(() => merchants.code, { onDelete: 'cascade' });
const titles = () => jsonb('title').$type<Record<string, string>>().notNull();

/**
 * A red-envelope schedule (back office): the first start, the recurrence, the budget of each rain
 * and its split. Each occurrence becomes one `red_envelope_rains` row with its envelopes.
 */
export const redEnvelopeSchedules = pgTable('red_envelope_schedules', {
  id: serial('id').primaryKey(),
  merchantCode: merchant(),
  title: titles(),
  enabled: boolean('enabled').notNull().default(true),
  /** The first rain starts here; later ones every `everyMinutes` (0: once). */
  startAt: at('start_at').notNull(),
  everyMinutes: integer('every_minutes').notNull().default(60),
  durationMinutes: integer('duration_minutes').notNull(),
  budget: money('budget').notNull(),
  envelopeCount: integer('envelope_count').notNull(),
  minAmount: money('min_amount').notNull(),
  maxAmount: money('max_amount').notNull(),
  /** Envelopes one member may open per rain. */
  perMemberCap: integer('per_member_cap').notNull().default(1),
  /** VIP rank levels allowed (null: everyone). */
  vipLevels: jsonb('vip_levels').$type<number[] | null>(),
  mustHaveDeposited: boolean('must_have_deposited').notNull().default(false),
  /** Wagering on the envelope's money, in hundredths (100 = ×1). */
  wageringX100: integer('wagering_x100').notNull().default(0),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** One rain: an occurrence of a schedule, its budget split into envelopes when it starts. */
export const redEnvelopeRains = pgTable(
  'red_envelope_rains',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => redEnvelopeSchedules.id, { onDelete: 'cascade' }),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    budget: money('budget').notNull(),
    envelopeCount: integer('envelope_count').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  // One rain per occurrence: the start job and "start now" may race, the second insert does nothing.
  (t) => [
    uniqueIndex('red_envelope_rains_uq').on(t.scheduleId, t.startsAt),
    index('red_envelope_rains_time_idx').on(t.merchantCode, t.endsAt),
  ],
);

/**
 * The envelopes of a rain, amounts drawn at its start (they sum to the budget). A claim takes one
 * unclaimed row (SKIP LOCKED); (rain, member, slot) is unique, so a member never opens more than the
 * cap, whatever the concurrency.
 */
export const redEnvelopes = pgTable(
  'red_envelopes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    rainId: integer('rain_id')
      .notNull()
      .references(() => redEnvelopeRains.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    amount: money('amount').notNull(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    /** The member's n-th envelope of this rain (1..cap). */
    memberSlot: integer('member_slot'),
    rewardItemId: bigint('reward_item_id', { mode: 'number' }),
    claimedAt: at('claimed_at'),
  },
  (t) => [
    uniqueIndex('red_envelopes_seq_uq').on(t.rainId, t.seq),
    uniqueIndex('red_envelopes_member_uq').on(t.rainId, t.memberId, t.memberSlot),
    index('red_envelopes_free_idx')
      .on(t.rainId, t.seq)
      .where(sql`member_id is null`),
  ],
);

/** A daily or weekly mission: a metric over the period's records, a target and a reward. */
export const missions = pgTable('missions', {
  id: serial('id').primaryKey(),
  merchantCode: merchant(),
  title: titles(),
  period: text('period', { enum: ENGAGEMENT_PERIODS }).notNull(),
  metric: text('metric', { enum: MISSION_METRICS }).notNull(),
  /** Game category the bets must be in (null: any); ignored by deposit metrics. */
  category: text('category'),
  /** Minor units for money metrics, a count otherwise. */
  target: money('target').notNull(),
  rewardAmount: money('reward_amount').notNull(),
  wageringX100: integer('wagering_x100').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** A leaderboard per period: the ranking metric and the prizes of the top N (rank 1 first). */
export const leaderboards = pgTable('leaderboards', {
  id: serial('id').primaryKey(),
  merchantCode: merchant(),
  title: titles(),
  period: text('period', { enum: ENGAGEMENT_PERIODS }).notNull(),
  metric: text('metric', { enum: LEADERBOARD_METRICS }).notNull(),
  category: text('category'),
  /** A round counts for MULTIPLIER only with at least this bet (minor units), so tiny bets do not win. */
  minBet: money('min_bet')
    .notNull()
    .default(sql`0`),
  /** Prize of each rank in minor units, as decimal strings (jsonb keeps no bigint). */
  prizes: jsonb('prizes').$type<string[]>().notNull(),
  wageringX100: integer('wagering_x100').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  /** Periods that ended before this are never paid (a new board does not pay yesterday). */
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** A paid period of a board: written with its prize offers, so the payout job pays once. */
export const leaderboardPayouts = pgTable(
  'leaderboard_payouts',
  {
    id: serial('id').primaryKey(),
    boardId: integer('board_id')
      .notNull()
      .references(() => leaderboards.id, { onDelete: 'cascade' }),
    periodKey: text('period_key').notNull(),
    winners: jsonb('winners').$type<{ rank: number; memberId: number; score: string; prize: string }[]>().notNull(),
    paidAt: at('paid_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('leaderboard_payouts_uq').on(t.boardId, t.periodKey)],
);

/**
 * A raffle: tickets earned in [opensAt, closesAt), a provably fair draw at drawAt. The server seed
 * stays secret until the draw; its SHA-256 (seedHash) is public from creation.
 */
export const raffles = pgTable('raffles', {
  id: serial('id').primaryKey(),
  merchantCode: merchant(),
  title: titles(),
  ticketMode: text('ticket_mode', { enum: RAFFLE_TICKET_MODES }).notNull(),
  /** One ticket per this many minor units deposited (per deposit) or turned over. */
  ticketUnit: money('ticket_unit').notNull(),
  opensAt: at('opens_at').notNull(),
  closesAt: at('closes_at').notNull(),
  drawAt: at('draw_at').notNull(),
  prizes: jsonb('prizes').$type<string[]>().notNull(),
  wageringX100: integer('wagering_x100').notNull().default(0),
  serverSeed: text('server_seed').notNull(),
  seedHash: text('seed_hash').notNull(),
  ticketListHash: text('ticket_list_hash'),
  totalTickets: integer('total_tickets'),
  winners:
    jsonb('winners').$type<{ prize: number; ticket: number; entryId: number; memberId: number; amount: string }[]>(),
  drawnAt: at('drawn_at'),
  createdAt: at('created_at').notNull().defaultNow(),
});

/**
 * A member's tickets from one source (a deposit's order number, or a turnover claim): the ticket
 * list is the entries in id order, each expanded to its count.
 */
export const raffleEntries = pgTable(
  'raffle_entries',
  {
    id: serial('id').primaryKey(),
    raffleId: integer('raffle_id')
      .notNull()
      .references(() => raffles.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    sourceRef: text('source_ref').notNull(),
    tickets: integer('tickets').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('raffle_entries_uq').on(t.raffleId, t.sourceRef),
    index('raffle_entries_member_idx').on(t.raffleId, t.memberId),
  ],
);
