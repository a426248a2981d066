import { and, eq, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { captchas } from '../../db/schema.js';

export type CaptchaRepository = typeof captchaRepository;

export const captchaRepository = {
  insert: (db: DbOrTx, row: typeof captchas.$inferInsert) => db.insert(captchas).values(row),

  /** Marks a captcha used and returns it; a second use finds nothing. */
  take: async (db: DbOrTx, id: string, at: Date) =>
    (
      await db
        .update(captchas)
        .set({ usedAt: at })
        .where(and(eq(captchas.id, id), isNull(captchas.usedAt)))
        .returning()
    )[0] ?? null,

  purgeExpired: (db: DbOrTx, before: Date) => db.delete(captchas).where(lt(captchas.expiresAt, before)),
};
