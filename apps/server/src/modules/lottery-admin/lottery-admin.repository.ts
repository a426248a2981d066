import { and, asc, eq, inArray, like, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { auditLog, gameVendors, vendorIntegrations } from '../../db/schema.js';

/** A vendor integration that publishes a lottery operations API. */
export type LotteryAdminSource = { vendorCode: string; displayName: string; secret: string; adminUrl: string };

/** The most audit rows a draw's history shows. */
const HISTORY_LIMIT = 200;

export const lotteryAdminRepository = {
  /** The brand's enabled integrations with a lotteryAdminUrl, with the catalogue's display name. */
  sources: async (db: DbOrTx, merchantCode: string): Promise<LotteryAdminSource[]> => {
    const rows = await db
      .select({
        vendorCode: vendorIntegrations.vendorCode,
        secret: vendorIntegrations.secret,
        adminUrl: vendorIntegrations.lotteryAdminUrl,
      })
      .from(vendorIntegrations)
      .where(
        and(
          eq(vendorIntegrations.merchantCode, merchantCode),
          eq(vendorIntegrations.enabled, true),
          ne(vendorIntegrations.lotteryAdminUrl, ''),
        ),
      )
      .orderBy(asc(vendorIntegrations.vendorCode));
    if (rows.length === 0) return [];
    const names = await db
      .select({ code: gameVendors.code, displayName: gameVendors.displayName })
      .from(gameVendors)
      .where(
        and(
          eq(gameVendors.merchantCode, merchantCode),
          inArray(
            gameVendors.code,
            rows.map((r) => r.vendorCode),
          ),
        ),
      );
    const nameOf = new Map(names.map((n) => [n.code, n.displayName]));
    return rows.map((r) => ({ ...r, displayName: nameOf.get(r.vendorCode) ?? r.vendorCode }));
  },

  /** The lottery actions audited on one target, oldest first. */
  history: (db: DbOrTx, merchantCode: string, target: string) =>
    db
      .select({
        actor: auditLog.actor,
        action: auditLog.action,
        detail: auditLog.detail,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .where(
        and(eq(auditLog.merchantCode, merchantCode), eq(auditLog.target, target), like(auditLog.action, 'lottery.%')),
      )
      .orderBy(asc(auditLog.id))
      .limit(HISTORY_LIMIT),
};
