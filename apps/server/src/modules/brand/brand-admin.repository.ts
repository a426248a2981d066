import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { merchants, oidcProviders, registerRules, whitelabelModules } from '../../db/schema.js';

/** SQL only: the brand settings the back office edits that the portal-facing repository does not write. */
export const brandAdminRepository = {
  findModule: async (db: DbOrTx, code: string, modId: string) =>
    (
      await db
        .select()
        .from(whitelabelModules)
        .where(and(eq(whitelabelModules.merchantCode, code), eq(whitelabelModules.modId, modId)))
        .limit(1)
    )[0] ?? null,

  upsertRegisterRule: (db: DbOrTx, row: typeof registerRules.$inferInsert) =>
    db
      .insert(registerRules)
      .values(row)
      .onConflictDoUpdate({
        target: [registerRules.merchantCode, registerRules.field],
        set: {
          enabled: row.enabled,
          required: row.required,
          minLength: row.minLength,
          maxLength: row.maxLength,
          patternId: row.patternId,
          acceptedPattern: row.acceptedPattern,
        },
      }),

  setGeneral: (
    db: DbOrTx,
    code: string,
    g: Pick<
      typeof merchants.$inferInsert,
      'languages' | 'defaultLanguage' | 'currency' | 'currencySymbol' | 'imageCdns' | 'launchGameCdns'
    >,
  ) =>
    db
      .update(merchants)
      .set({ ...g, updatedAt: new Date() })
      .where(eq(merchants.code, code)),

  setMaintenanceWindow: (
    db: DbOrTx,
    code: string,
    w: { on: boolean; from: Date | null; until: Date | null; message: string },
  ) =>
    db
      .update(merchants)
      .set({
        maintenance: w.on,
        maintenanceFrom: w.from,
        maintenanceEnd: w.until,
        maintenanceMessage: w.message,
        updatedAt: new Date(),
      })
      .where(eq(merchants.code, code)),

  findOidcProvider: async (db: DbOrTx, code: string, provider: string) =>
    (
      await db
        .select()
        .from(oidcProviders)
        .where(and(eq(oidcProviders.merchantCode, code), eq(oidcProviders.provider, provider)))
        .limit(1)
    )[0] ?? null,
};
