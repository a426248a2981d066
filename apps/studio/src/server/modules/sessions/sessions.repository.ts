import { and, eq, gt, sql } from 'drizzle-orm';
import type { StudioDb } from '../../db/client';
import { players, sessions } from '../../db/schema';

export type PlayerRow = typeof players.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

export const sessionsRepository = {
  upsertPlayer: async (db: StudioDb, p: Omit<typeof players.$inferInsert, 'id' | 'createdAt'>) =>
    (
      await db
        .insert(players)
        .values(p)
        .onConflictDoUpdate({
          target: players.platformPlayerId,
          set: { nickname: p.nickname, currency: p.currency, trial: p.trial },
        })
        .returning()
    )[0]!,

  insertSession: (db: StudioDb, row: typeof sessions.$inferInsert) => db.insert(sessions).values(row),

  liveSession: async (db: StudioDb, tokenHash: string, now: Date) => {
    const rows = await db
      .select({ session: sessions, player: players })
      .from(sessions)
      .innerJoin(players, eq(players.id, sessions.playerId))
      .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
      .limit(1);
    return rows[0] ?? null;
  },

  funBalance: async (db: StudioDb, tokenHash: string) =>
    (await db.select({ b: sessions.funBalance }).from(sessions).where(eq(sessions.tokenHash, tokenHash)).limit(1))[0]
      ?.b ?? null,

  /** Settles a fun round on the session's play balance (in the round's transaction); null when the bet is not covered. */
  settleFunRound: async (db: StudioDb, tokenHash: string, bet: bigint, win: bigint) =>
    (
      await db
        .update(sessions)
        .set({ funBalance: sql`${sessions.funBalance} - ${bet} + ${win}` })
        .where(and(eq(sessions.tokenHash, tokenHash), sql`${sessions.funBalance} >= ${bet}`))
        .returning({ b: sessions.funBalance })
    )[0]?.b ?? null,

  /** Ends every studio session opened with a launch token (the platform ended it). */
  endByLaunchToken: (db: StudioDb, launchToken: string, at: Date) =>
    db
      .update(sessions)
      .set({ expiresAt: at })
      .where(and(eq(sessions.launchToken, launchToken), gt(sessions.expiresAt, at))),

  player: async (db: StudioDb, id: number) =>
    (await db.select().from(players).where(eq(players.id, id)).limit(1))[0] ?? null,
};
