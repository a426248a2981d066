import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  customerServiceChannels,
  merchantDomains,
  merchants,
  oidcProviders,
  regionBlocks,
  registerRules,
  resources,
  whitelabelModules,
} from '../../db/schema.js';

export type MerchantRow = typeof merchants.$inferSelect;

/** SQL only: reads and writes of brand configuration tables. */
export const brandRepository = {
  findMerchant: async (db: DbOrTx, code: string) =>
    (await db.select().from(merchants).where(eq(merchants.code, code)).limit(1))[0] ?? null,

  findMerchantCodeByDomain: async (db: DbOrTx, domainName: string) =>
    (
      await db
        .select({ code: merchantDomains.merchantCode })
        .from(merchantDomains)
        .where(eq(merchantDomains.domainName, domainName))
        .limit(1)
    )[0]?.code ?? null,

  listDomains: (db: DbOrTx, code: string) =>
    db.select().from(merchantDomains).where(eq(merchantDomains.merchantCode, code)).orderBy(asc(merchantDomains.id)),

  listWhitelabel: (db: DbOrTx, code: string) =>
    db
      .select()
      .from(whitelabelModules)
      .where(eq(whitelabelModules.merchantCode, code))
      .orderBy(asc(whitelabelModules.sort), asc(whitelabelModules.modId)),

  listRegisterRules: (db: DbOrTx, code: string) =>
    db.select().from(registerRules).where(eq(registerRules.merchantCode, code)),

  listResources: (db: DbOrTx, code: string) =>
    db.select().from(resources).where(eq(resources.merchantCode, code)).orderBy(asc(resources.sort)),

  listCustomerService: (db: DbOrTx, code: string) =>
    db
      .select()
      .from(customerServiceChannels)
      .where(eq(customerServiceChannels.merchantCode, code))
      .orderBy(asc(customerServiceChannels.position)),

  listRegionBlocks: (db: DbOrTx, code: string) =>
    db.select().from(regionBlocks).where(eq(regionBlocks.merchantCode, code)).orderBy(asc(regionBlocks.id)),

  setMaintenance: (db: DbOrTx, code: string, on: boolean, end: Date | null) =>
    db
      .update(merchants)
      .set({ maintenance: on, maintenanceEnd: on ? end : null, updatedAt: new Date() })
      .where(eq(merchants.code, code))
      .returning({ code: merchants.code }),

  setLoginFirst: (db: DbOrTx, code: string, on: boolean) =>
    db.update(merchants).set({ loginedToHomePage: on, updatedAt: new Date() }).where(eq(merchants.code, code)),

  addRegionBlock: (db: DbOrTx, code: string, kind: 'COUNTRY' | 'CIDR', value: string) =>
    db.insert(regionBlocks).values({ merchantCode: code, kind, value }).onConflictDoNothing().returning(),

  removeRegionBlock: (db: DbOrTx, code: string, kind: 'COUNTRY' | 'CIDR', value: string) =>
    db
      .delete(regionBlocks)
      .where(and(eq(regionBlocks.merchantCode, code), eq(regionBlocks.kind, kind), eq(regionBlocks.value, value)))
      .returning(),

  setModuleEnabled: (db: DbOrTx, code: string, modId: string, enabled: boolean) =>
    db
      .update(whitelabelModules)
      .set({ enabled })
      .where(and(eq(whitelabelModules.merchantCode, code), eq(whitelabelModules.modId, modId)))
      .returning(),

  listOidcProviders: (db: DbOrTx, code: string) =>
    db.select().from(oidcProviders).where(eq(oidcProviders.merchantCode, code)).orderBy(asc(oidcProviders.provider)),

  setOidcProvider: (db: DbOrTx, row: typeof oidcProviders.$inferInsert) =>
    db
      .insert(oidcProviders)
      .values(row)
      .onConflictDoUpdate({
        target: [oidcProviders.merchantCode, oidcProviders.provider],
        set: { issuer: row.issuer, clientId: row.clientId, clientSecret: row.clientSecret, updatedAt: new Date() },
      }),

  clearOidcProvider: (db: DbOrTx, code: string, provider: string) =>
    db
      .delete(oidcProviders)
      .where(and(eq(oidcProviders.merchantCode, code), eq(oidcProviders.provider, provider)))
      .returning({ provider: oidcProviders.provider }),
};
