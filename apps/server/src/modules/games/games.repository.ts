import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  betRounds,
  favouriteGames,
  gameVendors,
  games,
  members,
  recentGames,
  vendorIntegrations,
} from '../../db/schema.js';

export type GameRow = typeof games.$inferSelect;
export type VendorRow = typeof gameVendors.$inferSelect;
export type GameWithVendor = { game: GameRow; vendor: VendorRow };

export type GameFilter = {
  merchantCode: string;
  gameType?: string | undefined;
  gameTypes?: readonly string[] | undefined;
  vassalage?: string | undefined;
  gameClassify?: string | undefined;
  gameName?: string | undefined;
  minBet?: bigint | undefined;
  minLineNum?: number | undefined;
  hotOnly?: boolean;
  rooms?: boolean;
};

/** `%` and `_` typed by a player are literal characters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// A game shows only while both it and its vendor (in the game's category) are enabled.
const vendorJoin = and(
  eq(gameVendors.merchantCode, games.merchantCode),
  eq(gameVendors.code, games.vendorCode),
  eq(gameVendors.category, games.gameType),
  eq(gameVendors.enabled, true),
);

/**
 * Which rounds of one member a record call reads. Each scope is a category list, optionally
 * narrowed to some vendors; a round matches if any scope does (no scopes = every category).
 */
export type RoundFilter = {
  merchantCode: string;
  memberId: number;
  from: Date;
  to: Date;
  scopes?: readonly { categories: readonly string[]; vendors?: readonly string[] }[];
  vendor?: string | undefined;
  gameCode?: string | undefined;
  /** open: not closed yet (a lottery bet awaiting its draw); settled: closed. */
  state?: 'open' | 'settled' | undefined;
};

const roundWhere = (f: RoundFilter): SQL => {
  const scopes = f.scopes?.map((s) => {
    // An empty list matches nothing (the brand names no e-sports vendor, say).
    if (s.categories.length === 0 || s.vendors?.length === 0) return sql`false`;
    const inCategory = inArray(betRounds.category, [...s.categories]);
    return s.vendors ? and(inCategory, inArray(betRounds.vendorCode, [...s.vendors])) : inCategory;
  });
  return and(
    eq(betRounds.merchantCode, f.merchantCode),
    eq(betRounds.memberId, f.memberId),
    sql`${betRounds.openedAt} >= ${f.from.toISOString()}`,
    sql`${betRounds.openedAt} <= ${f.to.toISOString()}`,
    scopes ? (scopes.length ? or(...scopes) : sql`false`) : undefined,
    f.vendor ? eq(betRounds.vendorCode, f.vendor) : undefined,
    f.gameCode ? eq(betRounds.gameCode, f.gameCode) : undefined,
    f.state === 'open' ? isNull(betRounds.closedAt) : f.state === 'settled' ? isNotNull(betRounds.closedAt) : undefined,
  )!;
};

const where = (f: GameFilter): SQL => {
  const parts: (SQL | undefined)[] = [
    eq(games.merchantCode, f.merchantCode),
    eq(games.enabled, true),
    eq(games.isRoom, f.rooms ?? false),
  ];
  if (f.gameType) parts.push(eq(games.gameType, f.gameType));
  if (f.gameTypes) parts.push(inArray(games.gameType, [...f.gameTypes]));
  if (f.vassalage) parts.push(eq(games.vassalage, f.vassalage));
  if (f.gameClassify) parts.push(eq(games.gameClassify, f.gameClassify));
  if (f.minBet !== undefined) parts.push(eq(games.minBet, f.minBet));
  if (f.minLineNum !== undefined) parts.push(eq(games.minLineNum, f.minLineNum));
  if (f.hotOnly) parts.push(eq(games.isHot, true));
  if (f.gameName) {
    // A name matches in any language, so a search typed in English works on a Thai page.
    parts.push(
      sql`exists (select 1 from jsonb_each_text(${games.names}) n where n.value ilike ${likePattern(f.gameName)})`,
    );
  }
  return and(...parts)!;
};

export const gamesRepository = {
  listEnabledVendors: (db: DbOrTx, merchantCode: string) =>
    db
      .select()
      .from(gameVendors)
      .where(and(eq(gameVendors.merchantCode, merchantCode), eq(gameVendors.enabled, true)))
      .orderBy(asc(gameVendors.sort), asc(gameVendors.id)),

  listVendors: (db: DbOrTx, merchantCode: string) =>
    db.select().from(gameVendors).where(eq(gameVendors.merchantCode, merchantCode)),

  pageGames: async (db: DbOrTx, f: GameFilter, limit: number, offset: number) => {
    const [rows, [total]] = await Promise.all([
      db
        .select({ game: games, vendor: gameVendors })
        .from(games)
        .innerJoin(gameVendors, vendorJoin)
        .where(where(f))
        .orderBy(asc(games.sort), desc(games.popularity), asc(games.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(games).innerJoin(gameVendors, vendorJoin).where(where(f)),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  allGames: (db: DbOrTx, f: GameFilter, limit = 500) =>
    db
      .select({ game: games, vendor: gameVendors })
      .from(games)
      .innerJoin(gameVendors, vendorJoin)
      .where(where(f))
      .orderBy(desc(games.popularity), asc(games.sort), asc(games.id))
      .limit(limit),

  /** The game a launch names, by nodeId, gameId or room id (a room's nodeId). */
  findForLaunch: async (db: DbOrTx, merchantCode: string, ref: { nodeId?: string; gameId?: string }) => {
    const by = ref.nodeId ? eq(games.nodeId, ref.nodeId) : eq(games.gameId, ref.gameId ?? '');
    const [row] = await db
      .select({ game: games, vendor: gameVendors })
      .from(games)
      .innerJoin(gameVendors, vendorJoin)
      .where(and(eq(games.merchantCode, merchantCode), eq(games.enabled, true), by))
      .orderBy(asc(games.id))
      .limit(1);
    return row ?? null;
  },

  /**
   * The game a lottery launch (getLabby) opens: the vendor's game of that code, or, without a code,
   * its first game of the prize mode's category (then of the other), in list order.
   */
  findLotteryGame: async (
    db: DbOrTx,
    merchantCode: string,
    ref: { vendorCode?: string | undefined; gameCode?: string | undefined; first: 'LOTT' | 'ELOTT' },
  ) => {
    const [row] = await db
      .select({ game: games, vendor: gameVendors })
      .from(games)
      .innerJoin(gameVendors, vendorJoin)
      .where(
        and(
          eq(games.merchantCode, merchantCode),
          eq(games.enabled, true),
          eq(games.isRoom, false),
          inArray(games.gameType, ['LOTT', 'ELOTT']),
          ref.vendorCode ? eq(games.vendorCode, ref.vendorCode) : undefined,
          ref.gameCode ? eq(games.gameCode, ref.gameCode) : undefined,
        ),
      )
      .orderBy(
        sql`case when ${games.gameType} = ${ref.first} then 0 else 1 end`,
        asc(gameVendors.sort),
        asc(games.sort),
        desc(games.popularity),
        asc(games.id),
      )
      .limit(1);
    return row ?? null;
  },

  classifications: (db: DbOrTx, merchantCode: string) =>
    db
      .selectDistinct({ gameType: games.gameType, vassalage: games.vassalage, gameClassify: games.gameClassify })
      .from(games)
      .innerJoin(gameVendors, vendorJoin)
      .where(and(eq(games.merchantCode, merchantCode), eq(games.enabled, true), eq(games.isRoom, false)))
      .orderBy(asc(games.gameType), asc(games.vassalage), asc(games.gameClassify)),

  // ---- favourites ----
  favouriteNodeIds: async (db: DbOrTx, memberId: number) =>
    (
      await db
        .select({ nodeId: favouriteGames.nodeId })
        .from(favouriteGames)
        .where(eq(favouriteGames.memberId, memberId))
        .orderBy(desc(favouriteGames.createdAt), desc(favouriteGames.id))
    ).map((r) => r.nodeId),

  addFavourite: (db: DbOrTx, v: { memberId: number; nodeId: string; vendorCode: string; gameType: string }) =>
    db.insert(favouriteGames).values(v).onConflictDoNothing(),

  removeFavourite: (db: DbOrTx, v: { memberId: number; nodeId: string; vendorCode: string; gameType: string }) =>
    db
      .delete(favouriteGames)
      .where(
        and(
          eq(favouriteGames.memberId, v.memberId),
          eq(favouriteGames.nodeId, v.nodeId),
          eq(favouriteGames.vendorCode, v.vendorCode),
          eq(favouriteGames.gameType, v.gameType),
        ),
      ),

  pageFavourites: async (db: DbOrTx, memberId: number, f: GameFilter, limit: number, offset: number) => {
    const on = and(
      eq(favouriteGames.memberId, memberId),
      eq(favouriteGames.nodeId, games.nodeId),
      eq(favouriteGames.vendorCode, games.vendorCode),
      eq(favouriteGames.gameType, games.gameType),
    );
    const [rows, [total]] = await Promise.all([
      db
        .select({ game: games, vendor: gameVendors })
        .from(favouriteGames)
        .innerJoin(games, on)
        .innerJoin(gameVendors, vendorJoin)
        .where(where(f))
        .orderBy(desc(favouriteGames.createdAt), desc(favouriteGames.id))
        .limit(limit)
        .offset(offset),
      db
        .select({ n: count() })
        .from(favouriteGames)
        .innerJoin(games, on)
        .innerJoin(gameVendors, vendorJoin)
        .where(where(f)),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  // ---- recent plays ----
  recordPlay: (db: DbOrTx, memberId: number, gameRowId: number, at: Date) =>
    db
      .insert(recentGames)
      .values({ memberId, gameRowId, playedAt: at })
      .onConflictDoUpdate({ target: [recentGames.memberId, recentGames.gameRowId], set: { playedAt: at } }),

  pageRecent: async (db: DbOrTx, memberId: number, f: GameFilter, limit: number, offset: number) => {
    const on = and(eq(recentGames.memberId, memberId), eq(recentGames.gameRowId, games.id));
    const [rows, [total]] = await Promise.all([
      db
        .select({ game: games, vendor: gameVendors })
        .from(recentGames)
        .innerJoin(games, on)
        .innerJoin(gameVendors, vendorJoin)
        .where(where(f))
        .orderBy(desc(recentGames.playedAt), desc(recentGames.id))
        .limit(limit)
        .offset(offset),
      db
        .select({ n: count() })
        .from(recentGames)
        .innerJoin(games, on)
        .innerJoin(gameVendors, vendorJoin)
        .where(where(f)),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  // ---- rounds (bet_rounds, written by the vendor layer) ----
  recentWins: (db: DbOrTx, merchantCode: string, category: string | null, limit: number) =>
    db
      .select({
        round: betRounds,
        account: members.account,
        names: games.names,
        gameId: games.gameId,
        nodeId: games.nodeId,
      })
      .from(betRounds)
      .innerJoin(members, eq(members.id, betRounds.memberId))
      .leftJoin(
        games,
        and(
          eq(games.merchantCode, betRounds.merchantCode),
          eq(games.vendorCode, betRounds.vendorCode),
          eq(games.gameCode, betRounds.gameCode),
        ),
      )
      .where(
        and(
          eq(betRounds.merchantCode, merchantCode),
          gt(betRounds.winAmount, 0n),
          eq(betRounds.trial, false),
          isNotNull(betRounds.closedAt),
          category ? eq(betRounds.category, category) : undefined,
        ),
      )
      .orderBy(desc(betRounds.closedAt), desc(betRounds.id))
      .limit(limit),

  /**
   * A member's rounds for the betting record, its per-category variants and lottery bets, newest
   * first, with the game's names and nodeId; totals over the whole filter, split open/settled.
   */
  pageMemberRounds: async (db: DbOrTx, f: RoundFilter, limit: number, offset: number) => {
    const cond = roundWhere(f);
    const settled = sql`${betRounds.closedAt} is not null`;
    const [rows, [totals]] = await Promise.all([
      db
        .select({ round: betRounds, names: games.names, nodeId: games.nodeId })
        .from(betRounds)
        .leftJoin(
          games,
          and(
            eq(games.merchantCode, betRounds.merchantCode),
            eq(games.vendorCode, betRounds.vendorCode),
            eq(games.gameCode, betRounds.gameCode),
          ),
        )
        .where(cond)
        .orderBy(desc(betRounds.openedAt), desc(betRounds.id))
        .limit(limit)
        .offset(offset),
      db
        .select({
          n: count(),
          bet: sql<string>`coalesce(sum(${betRounds.betAmount}), 0)`,
          valid: sql<string>`coalesce(sum(${betRounds.validBet}), 0)`,
          win: sql<string>`coalesce(sum(${betRounds.winAmount}), 0)`,
          settledValid: sql<string>`coalesce(sum(${betRounds.validBet}) filter (where ${settled}), 0)`,
          settledWin: sql<string>`coalesce(sum(${betRounds.winAmount}) filter (where ${settled}), 0)`,
          openBet: sql<string>`coalesce(sum(${betRounds.betAmount}) filter (where not ${settled}), 0)`,
        })
        .from(betRounds)
        .where(cond),
    ]);
    const big = (v: string | number | undefined) => BigInt(v ?? 0);
    return {
      rows,
      total: totals?.n ?? 0,
      sums: {
        bet: big(totals?.bet),
        valid: big(totals?.valid),
        win: big(totals?.win),
        settledValid: big(totals?.settledValid),
        settledWin: big(totals?.settledWin),
        openBet: big(totals?.openBet),
      },
    };
  },

  /** Maintenance windows of a brand's vendors that are current or ahead at `now`. */
  vendorMaintenance: (db: DbOrTx, merchantCode: string, now: Date) =>
    db
      .select({
        vendorCode: vendorIntegrations.vendorCode,
        from: vendorIntegrations.maintenanceFrom,
        to: vendorIntegrations.maintenanceTo,
      })
      .from(vendorIntegrations)
      .where(
        and(
          eq(vendorIntegrations.merchantCode, merchantCode),
          isNotNull(vendorIntegrations.maintenanceFrom),
          or(isNull(vendorIntegrations.maintenanceTo), sql`${vendorIntegrations.maintenanceTo} > ${now.toISOString()}`),
        ),
      ),

  /** Codes of a brand's enabled integrations that offer a guest (fun) mode. */
  funModeVendors: async (db: DbOrTx, merchantCode: string) =>
    new Set(
      (
        await db
          .select({ vendorCode: vendorIntegrations.vendorCode })
          .from(vendorIntegrations)
          .where(
            and(
              eq(vendorIntegrations.merchantCode, merchantCode),
              eq(vendorIntegrations.enabled, true),
              eq(vendorIntegrations.funMode, true),
            ),
          )
      ).map((r) => r.vendorCode),
    ),

  /** The rooms URLs of a brand's enabled integrations that publish one, among `vendorCodes`. */
  roomsUrls: (db: DbOrTx, merchantCode: string, vendorCodes: readonly string[]) =>
    vendorCodes.length === 0
      ? Promise.resolve([])
      : db
          .select({ vendorCode: vendorIntegrations.vendorCode, roomsUrl: vendorIntegrations.roomsUrl })
          .from(vendorIntegrations)
          .where(
            and(
              eq(vendorIntegrations.merchantCode, merchantCode),
              inArray(vendorIntegrations.vendorCode, [...vendorCodes]),
              eq(vendorIntegrations.enabled, true),
              sql`${vendorIntegrations.roomsUrl} <> ''`,
            ),
          ),

  // ---- import ----
  upsertGame: (db: DbOrTx, v: typeof games.$inferInsert) =>
    db
      .insert(games)
      .values(v)
      .onConflictDoUpdate({
        target: [games.merchantCode, games.vendorCode, games.gameCode],
        set: {
          nodeId: v.nodeId,
          gameId: v.gameId,
          gameType: v.gameType,
          vassalage: v.vassalage,
          names: v.names,
          gameClassify: v.gameClassify,
          minBet: v.minBet,
          minLineNum: v.minLineNum,
          icon: v.icon,
          defaultPlayType: v.defaultPlayType,
          tags: v.tags,
          popularity: v.popularity,
          isHot: v.isHot,
          isRoom: v.isRoom,
          enabled: v.enabled,
          sort: v.sort,
          updatedAt: new Date(),
        },
      })
      .returning({ id: games.id, inserted: sql<boolean>`(xmax = 0)` }),

  /** Adds a vendor to a category, or updates its name, icon and wallet mode there. */
  upsertVendor: (db: DbOrTx, v: typeof gameVendors.$inferInsert) =>
    db
      .insert(gameVendors)
      .values(v)
      .onConflictDoUpdate({
        target: [gameVendors.merchantCode, gameVendors.category, gameVendors.code],
        set: {
          displayName: v.displayName,
          smallIcon: v.smallIcon,
          largeIcon: v.largeIcon,
          walletMode: v.walletMode,
          // A manifest says which categories offer free play; a row without the flag keeps its own.
          ...(v.freeplay === undefined ? {} : { freeplay: v.freeplay }),
        },
      }),

  /** The wallet id a vendor already has in any category, else the next free one. */
  accountTypeIdFor: async (db: DbOrTx, merchantCode: string, code: string) => {
    const [own] = await db
      .select({ id: gameVendors.accountTypeId })
      .from(gameVendors)
      .where(and(eq(gameVendors.merchantCode, merchantCode), eq(gameVendors.code, code)))
      .limit(1);
    if (own) return own.id;
    const [max] = await db
      .select({ id: sql<number>`coalesce(max(${gameVendors.accountTypeId}), 100)::int` })
      .from(gameVendors)
      .where(eq(gameVendors.merchantCode, merchantCode));
    return (max?.id ?? 100) + 1;
  },
};
