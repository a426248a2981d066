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

/**
 * The game catalogue of a brand: one row per vendor game (or PVP room), imported by the operator
 * (`ops games:import`). `nodeId` is the id the portal favourites and launches by.
 */
export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code, { onDelete: 'cascade' }),
    vendorCode: text('vendor_code').notNull(),
    nodeId: text('node_id').notNull(),
    gameId: text('game_id').notNull(),
    gameCode: text('game_code').notNull(),
    /** Category (RNG, LIVE, FISH, PVP, LOTT, …): the game list's gameType filter. */
    gameType: text('game_type').notNull(),
    vassalage: text('vassalage').notNull().default(''),
    /** Name per portal language (EN, CN, VI, JA, TH, TY, ID); EN is the fallback. */
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    /** jackpot | table | arcade | bingo, or '' when unclassified. */
    gameClassify: text('game_classify').notNull().default(''),
    minBet: bigint('min_bet', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    minLineNum: integer('min_line_num').notNull().default(0),
    icon: text('icon').notNull().default(''),
    defaultPlayType: text('default_play_type').notNull().default(''),
    tags: jsonb('tags')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    popularity: integer('popularity').notNull().default(0),
    isHot: boolean('is_hot').notNull().default(false),
    /** A PVP room (GLS2_roomList) rather than a game of the list. */
    isRoom: boolean('is_room').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('games_code_uq').on(t.merchantCode, t.vendorCode, t.gameCode),
    uniqueIndex('games_node_uq').on(t.merchantCode, t.nodeId),
    index('games_list_idx').on(t.merchantCode, t.gameType, t.enabled, t.sort),
  ],
);

/** A member's favourite games (the portal's favourite toggle), keyed as the portal sends them. */
export const favouriteGames = pgTable(
  'favourite_games',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    nodeId: text('node_id').notNull(),
    vendorCode: text('vendor_code').notNull(),
    gameType: text('game_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('favourite_games_uq').on(t.memberId, t.nodeId, t.vendorCode, t.gameType)],
);

/** The last launch of each game per member: GCS_recentGame, newest first. */
export const recentGames = pgTable(
  'recent_games',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    gameRowId: integer('game_row_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('recent_games_uq').on(t.memberId, t.gameRowId),
    index('recent_games_member_idx').on(t.memberId, t.playedAt),
  ],
);
