import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { gameIcons, gameVendors, games } from '../../db/schema.js';

export type AdminGameRow = { game: typeof games.$inferSelect; vendor: typeof gameVendors.$inferSelect | null };

/** The catalogue grid's filters: unlike the portal's, disabled games and rooms are listed too. */
export type AdminGameFilter = {
  merchantCode: string;
  vendor?: string | undefined;
  gameType?: string | undefined;
  enabled?: boolean | undefined;
  hot?: boolean | undefined;
  room?: boolean | undefined;
  q?: string | undefined;
};

export type AdminGameSort = 'sort' | 'name' | 'vendor' | 'gameType' | 'minBet' | 'popularity' | 'updatedAt';

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// The vendor row of the game's category, enabled or not (the grid shows a hidden vendor's games too).
const vendorOn = and(
  eq(gameVendors.merchantCode, games.merchantCode),
  eq(gameVendors.code, games.vendorCode),
  eq(gameVendors.category, games.gameType),
);

const where = (f: AdminGameFilter): SQL =>
  and(
    eq(games.merchantCode, f.merchantCode),
    f.vendor ? eq(games.vendorCode, f.vendor) : undefined,
    f.gameType ? eq(games.gameType, f.gameType) : undefined,
    f.enabled === undefined ? undefined : eq(games.enabled, f.enabled),
    f.hot === undefined ? undefined : eq(games.isHot, f.hot),
    f.room === undefined ? undefined : eq(games.isRoom, f.room),
    f.q
      ? or(
          sql`exists (select 1 from jsonb_each_text(${games.names}) n where n.value ilike ${likePattern(f.q)})`,
          sql`${games.gameCode} ilike ${likePattern(f.q)}`,
        )
      : undefined,
  )!;

const SORTS: Record<AdminGameSort, SQL> = {
  sort: sql`${games.sort}`,
  name: sql`lower(${games.names}->>'EN')`,
  vendor: sql`${games.vendorCode}`,
  gameType: sql`${games.gameType}`,
  minBet: sql`${games.minBet}`,
  popularity: sql`${games.popularity}`,
  updatedAt: sql`${games.updatedAt}`,
};

export const gamesAdminRepository = {
  page: async (
    db: DbOrTx,
    f: AdminGameFilter,
    order: { sort: AdminGameSort; dir: 'asc' | 'desc' },
    limit: number,
    offset: number,
  ) => {
    const by = order.dir === 'asc' ? asc(SORTS[order.sort]) : desc(SORTS[order.sort]);
    const [rows, [total]] = await Promise.all([
      db
        .select({ game: games, vendor: gameVendors })
        .from(games)
        .leftJoin(gameVendors, vendorOn)
        .where(where(f))
        .orderBy(by, asc(games.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(games).where(where(f)),
    ]);
    return { rows: rows as AdminGameRow[], total: total?.n ?? 0 };
  },

  byId: async (db: DbOrTx, merchantCode: string, id: number): Promise<AdminGameRow | null> =>
    (
      await db
        .select({ game: games, vendor: gameVendors })
        .from(games)
        .leftJoin(gameVendors, vendorOn)
        .where(and(eq(games.merchantCode, merchantCode), eq(games.id, id)))
        .limit(1)
    )[0] ?? null,

  /** Locks the games for a change, so two operators' edits of one game apply one after the other. */
  forUpdate: (db: DbOrTx, merchantCode: string, ids: readonly number[]) =>
    db
      .select()
      .from(games)
      .where(and(eq(games.merchantCode, merchantCode), inArray(games.id, [...ids])))
      .orderBy(asc(games.id))
      .for('update'),

  update: (db: DbOrTx, id: number, patch: Partial<typeof games.$inferInsert>) =>
    db
      .update(games)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(games.id, id)),

  setEnabled: async (db: DbOrTx, merchantCode: string, ids: readonly number[], enabled: boolean) =>
    (
      await db
        .update(games)
        .set({ enabled, updatedAt: new Date() })
        .where(and(eq(games.merchantCode, merchantCode), inArray(games.id, [...ids])))
        .returning({ id: games.id })
    ).length,

  /** Whether the vendor plays in the category (a game lists only under a vendor of its category). */
  vendorPlays: async (db: DbOrTx, merchantCode: string, vendorCode: string, category: string) =>
    (
      await db
        .select({ id: gameVendors.id })
        .from(gameVendors)
        .where(
          and(
            eq(gameVendors.merchantCode, merchantCode),
            eq(gameVendors.code, vendorCode),
            eq(gameVendors.category, category),
          ),
        )
        .limit(1)
    ).length > 0,

  /** The games of some vendors (what an import may overwrite). */
  ofVendors: (db: DbOrTx, merchantCode: string, vendorCodes: readonly string[]) =>
    vendorCodes.length === 0
      ? Promise.resolve([])
      : db
          .select()
          .from(games)
          .where(and(eq(games.merchantCode, merchantCode), inArray(games.vendorCode, [...vendorCodes]))),

  /** Live tables (LIVE games) and PvP rooms, with their vendor. */
  tablesAndRooms: async (db: DbOrTx, merchantCode: string, kind?: 'LIVE' | 'PVP') =>
    (await db
      .select({ game: games, vendor: gameVendors })
      .from(games)
      .leftJoin(gameVendors, vendorOn)
      .where(
        and(
          eq(games.merchantCode, merchantCode),
          kind === 'LIVE'
            ? eq(games.gameType, 'LIVE')
            : kind === 'PVP'
              ? and(eq(games.gameType, 'PVP'), eq(games.isRoom, true))
              : or(eq(games.gameType, 'LIVE'), and(eq(games.gameType, 'PVP'), eq(games.isRoom, true))),
        ),
      )
      .orderBy(asc(games.gameType), asc(games.vendorCode), asc(games.sort), asc(games.id))) as AdminGameRow[],

  insertIcon: (db: DbOrTx, row: typeof gameIcons.$inferInsert) =>
    db.insert(gameIcons).values(row).onConflictDoNothing(),

  icon: async (db: DbOrTx, id: string) =>
    (
      await db
        .select({ contentType: gameIcons.contentType, data: gameIcons.data })
        .from(gameIcons)
        .where(eq(gameIcons.id, id))
        .limit(1)
    )[0] ?? null,
};
