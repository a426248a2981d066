import { and, eq, gt } from 'drizzle-orm';
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

  player: async (db: StudioDb, id: number) =>
    (await db.select().from(players).where(eq(players.id, id)).limit(1))[0] ?? null,
};
