import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { approvals, depositOrders, withdrawalOrders } from '../../db/schema.js';

/** The counters of work waiting for operators (read only). */
export const operatorQueuesRepository = {
  counts: async (db: DbOrTx, merchantCode: string) => {
    const n = async (q: Promise<{ n: number }[]>) => Number((await q)[0]?.n ?? 0);
    const [pendingApprovals, pendingDeposits, pendingWithdrawals] = await Promise.all([
      n(
        db
          .select({ n: count() })
          .from(approvals)
          .where(and(eq(approvals.merchantCode, merchantCode), eq(approvals.status, 'PENDING'))),
      ),
      n(
        db
          .select({ n: count() })
          .from(depositOrders)
          .where(and(eq(depositOrders.merchantCode, merchantCode), eq(depositOrders.status, 'PENDING'))),
      ),
      n(
        db
          .select({ n: count() })
          .from(withdrawalOrders)
          .where(and(eq(withdrawalOrders.merchantCode, merchantCode), eq(withdrawalOrders.status, 'PENDING'))),
      ),
    ]);
    return { pendingApprovals, pendingDeposits, pendingWithdrawals };
  },
};
