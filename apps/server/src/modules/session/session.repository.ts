import { and, eq, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { members, sessions } from '../../db/schema.js';

export type SessionRepository = typeof sessionRepository;

export const sessionRepository = {
  insert: async (db: DbOrTx, row: typeof sessions.$inferInsert) =>
    (await db.insert(sessions).values(row).returning())[0]!,

  findByTokenHash: async (db: DbOrTx, tokenHash: string) =>
    (
      await db
        .select({ session: sessions, member: members })
        .from(sessions)
        .innerJoin(members, eq(members.id, sessions.memberId))
        .where(eq(sessions.tokenHash, tokenHash))
        .limit(1)
    )[0] ?? null,

  touch: (db: DbOrTx, id: number, at: Date) => db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id)),

  end: (db: DbOrTx, id: number, reason: string, at: Date) =>
    db
      .update(sessions)
      .set({ endedAt: at, endReason: reason })
      .where(and(eq(sessions.id, id), isNull(sessions.endedAt))),

  /** Ends every open session of a member, except one when given. */
  endAllForMember: (db: DbOrTx, memberId: number, reason: string, at: Date, exceptId?: number) =>
    db
      .update(sessions)
      .set({ endedAt: at, endReason: reason })
      .where(
        and(
          eq(sessions.memberId, memberId),
          isNull(sessions.endedAt),
          exceptId === undefined ? undefined : ne(sessions.id, exceptId),
        ),
      ),
};
