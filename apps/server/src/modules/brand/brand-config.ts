import type { RegisterRule, WhitelabelNode } from '@pagoda/contracts';
import { flattenWhitelabel } from '@pagoda/contracts';
import type { RegionRules } from '../geo/geo.service.js';
import type { MerchantRow } from './brand.repository.js';

/** Everything the platform needs to know about one brand, loaded once per cache period. */
export type BrandConfig = {
  merchant: MerchantRow;
  whitelabel: WhitelabelNode;
  modules: Record<string, boolean>;
  register: Record<string, RegisterRule>;
  resources: { resourceType: string; url: string; labelNameEn: string; icon: string }[];
  customerService: { csType: string; title: string; url: string; position: number }[];
  domains: { domainName: string; isAlternative: boolean }[];
  regionRules: RegionRules;
  regionBlocks: { kind: string; value: string }[];
  /** Third-party login (OIDC) providers the brand configured; the secret stays on the server. */
  oidcProviders: { provider: string; issuer: string; clientId: string; clientSecret: string; updatedAt: Date }[];
};

/** Builds the module tree from flat rows; orphans hang under the root. */
export const buildWhitelabelTree = (
  rows: { modId: string; parentModId: string | null; enabled: boolean }[],
): WhitelabelNode => {
  const nodes = new Map<string, WhitelabelNode>();
  for (const r of rows) nodes.set(r.modId, { modId: r.modId, enabled: r.enabled ? '1' : '0', childrenNodes: [] });
  const root: WhitelabelNode = nodes.get('ROOT') ?? { modId: 'ROOT', enabled: '1', childrenNodes: [] };
  for (const r of rows) {
    if (r.modId === 'ROOT') continue;
    const parent = (r.parentModId && nodes.get(r.parentModId)) || root;
    parent.childrenNodes.push(nodes.get(r.modId)!);
  }
  return root;
};

export const moduleFlags = flattenWhitelabel;

/**
 * Whether the portal is in maintenance now: switched on, and inside its window when one is set
 * (from its start, until its planned end, after which it ends by itself).
 */
export const isMaintenanceActive = (
  m: { maintenance: boolean; maintenanceFrom: Date | null; maintenanceEnd: Date | null },
  now: Date,
): boolean =>
  m.maintenance &&
  (!m.maintenanceFrom || m.maintenanceFrom.getTime() <= now.getTime()) &&
  (!m.maintenanceEnd || m.maintenanceEnd.getTime() > now.getTime());
