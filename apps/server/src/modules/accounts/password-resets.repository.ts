import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { passwordResets } from '../../db/schema.js';

export type PasswordResetsRepository = typeof passwordResetsRepository;

export const passwordResetsRepository = {
  insert: (db: DbOrTx, row: typeof passwordResets.$inferInsert) => db.insert(passwordResets).values(row),

  /** Marks the link used and returns it; a second use finds nothing. */
  take: async (db: DbOrTx, tokenHash: string, at: Date) =>
    (
      await db
        .update(passwordResets)
        .set({ usedAt: at })
        .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt)))
        .returning()
    )[0] ?? null,
};
