import { desc, eq, sql } from 'drizzle-orm';
import type { StudioDb } from '../../db/client';
import { fishScenes } from '../../db/schema';

export type FishSceneRow = typeof fishScenes.$inferSelect;

export const fishRepository = {
  latest: async (db: StudioDb, playerId: number) =>
    (
      await db
        .select()
        .from(fishScenes)
        .where(eq(fishScenes.playerId, playerId))
        .orderBy(desc(fishScenes.startedAt))
        .limit(1)
    )[0] ?? null,

  byId: async (db: StudioDb, id: string) =>
    (await db.select().from(fishScenes).where(eq(fishScenes.id, id)).limit(1))[0] ?? null,

  insert: (db: StudioDb, row: typeof fishScenes.$inferInsert) => db.insert(fishScenes).values(row),

  markCaught: (db: StudioDb, id: string, fishId: string) =>
    db
      .update(fishScenes)
      .set({ caught: sql`${fishScenes.caught} || ${JSON.stringify([fishId])}::jsonb` })
      .where(eq(fishScenes.id, id)),
};
