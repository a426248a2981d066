import type { announcements, oidcProviders } from '../../db/schema.js';
import type { BrandConfig } from '../brand/brand-config.js';

/** What `ops status` prints about a brand: its opening state, region blocks and modules. */
export const presentBrandStatus = (cfg: BrandConfig) => ({
  merchant: cfg.merchant.code,
  maintenance: cfg.merchant.maintenance,
  maintenanceEnd: cfg.merchant.maintenanceEnd,
  regionBlocks: cfg.regionBlocks,
  modules: cfg.modules,
});

/** A brand's sign-in provider, never with its client secret. */
export const presentOidcProvider = (
  p: Pick<typeof oidcProviders.$inferSelect, 'provider' | 'issuer' | 'clientId' | 'updatedAt'>,
) => ({
  provider: p.provider,
  issuer: p.issuer,
  clientId: p.clientId,
  updatedAt: p.updatedAt,
});

/** One line of `ops announcement list`: the announcement and its English title. */
export const presentAnnouncementLine = (r: { a: typeof announcements.$inferSelect; title: string | null }) => ({
  id: r.a.id,
  type: r.a.type,
  group: r.a.groupName,
  enabled: r.a.enabled,
  title: r.title ?? '',
});
