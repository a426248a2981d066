import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { serverKeys } from '../../db/schema.js';

export type KeysRepository = typeof keysRepository;

export const keysRepository = {
  /** The current key first, then keys retired after `acceptSince`. */
  listUsable: (db: DbOrTx, kind: string, acceptSince: Date) =>
    db
      .select()
      .from(serverKeys)
      .where(and(eq(serverKeys.kind, kind), or(isNull(serverKeys.retiredAt), gt(serverKeys.retiredAt, acceptSince))))
      .orderBy(desc(serverKeys.id)),

  insert: async (db: DbOrTx, row: typeof serverKeys.$inferInsert) =>
    (await db.insert(serverKeys).values(row).returning())[0]!,

  retireCurrent: (db: DbOrTx, kind: string, at: Date) =>
    db
      .update(serverKeys)
      .set({ retiredAt: at })
      .where(and(eq(serverKeys.kind, kind), isNull(serverKeys.retiredAt))),
};
