import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { simTransferRefs, simTransferWallets } from '../../db/schema.js';
import { one } from '../../lib/db.js';

type Ref = typeof simTransferRefs.$inferSelect;

/** The transfer simulator's own books: a wallet per player and every fund call by reference. */
export const simTransferRepository = {
  ref: async (db: DbOrTx, ref: string): Promise<Ref | null> =>
    one(await db.select().from(simTransferRefs).where(eq(simTransferRefs.ref, ref))),

  /** Locks (creating at 0) a wallet and answers its balance. */
  lockWallet: async (db: DbOrTx, wallet: string) => {
    await db.insert(simTransferWallets).values({ wallet }).onConflictDoNothing();
    const rows = (await db.execute(
      sql`select balance::text as balance from sim_transfer_wallets where wallet = ${wallet} for update`,
    )) as unknown as { rows: { balance: string }[] };
    return BigInt(rows.rows[0]!.balance);
  },

  setBalance: (db: DbOrTx, wallet: string, balance: bigint) =>
    db.update(simTransferWallets).set({ balance }).where(eq(simTransferWallets.wallet, wallet)),

  insertRef: (db: DbOrTx, row: typeof simTransferRefs.$inferInsert) => db.insert(simTransferRefs).values(row),

  balance: async (db: DbOrTx, wallet: string) =>
    one(await db.select().from(simTransferWallets).where(eq(simTransferWallets.wallet, wallet)))?.balance ?? 0n,
};
