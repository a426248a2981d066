import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { loginTickets } from '../../db/schema.js';

export type LoginTicketsRepository = typeof loginTicketsRepository;

export const loginTicketsRepository = {
  insert: (db: DbOrTx, row: typeof loginTickets.$inferInsert) => db.insert(loginTickets).values(row),

  /** Spends an unexpired, unused ticket and returns it; a second take, or a late one, finds nothing. */
  take: async (db: DbOrTx, tokenHash: string, at: Date) =>
    (
      await db
        .update(loginTickets)
        .set({ usedAt: at })
        .where(and(eq(loginTickets.tokenHash, tokenHash), isNull(loginTickets.usedAt), gt(loginTickets.expiresAt, at)))
        .returning()
    )[0] ?? null,

  purgeExpired: (db: DbOrTx, before: Date) => db.delete(loginTickets).where(lt(loginTickets.expiresAt, before)),
};
