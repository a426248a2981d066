import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { gameVendors } from '../../db/schema.js';

export const gamesRepository = {
  listEnabledVendors: (db: DbOrTx, merchantCode: string) =>
    db
      .select()
      .from(gameVendors)
      .where(and(eq(gameVendors.merchantCode, merchantCode), eq(gameVendors.enabled, true)))
      .orderBy(asc(gameVendors.sort), asc(gameVendors.id)),
};
