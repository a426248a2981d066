import type {
  ConfigAccess,
  ConfigGeneral,
  ConfigRegisterRule,
  ConfigThirdParty,
  ConfigToggle,
  Language,
  RegisterField,
  ThirdPartyProvider,
} from '@pagoda/contracts';
import { LANGUAGES, PATTERN_IDS, PATTERNS, REGISTER_FIELDS, THIRD_PARTY_PROVIDERS } from '@pagoda/contracts';
import type { oidcProviders, registerRules, whitelabelModules } from '../../db/schema.js';
import { isMaintenanceActive } from './brand-config.js';
import type { MerchantRow } from './brand.repository.js';

type ModuleRow = typeof whitelabelModules.$inferSelect;

/** The module tree flat, in tree order, each with whether it is on once its ancestors are counted. */
export const presentToggles = (rows: ModuleRow[]): { list: ConfigToggle[] } => {
  const byParent = new Map<string | null, ModuleRow[]>();
  const ids = new Set(rows.map((r) => r.modId));
  for (const r of rows) {
    // Orphans hang under the root, as the portal's tree builds them.
    const parent = r.modId === 'ROOT' ? null : r.parentModId && ids.has(r.parentModId) ? r.parentModId : 'ROOT';
    byParent.set(parent, [...(byParent.get(parent) ?? []), r]);
  }
  const list: ConfigToggle[] = [];
  const walk = (parent: string | null, parentOn: boolean) => {
    for (const r of byParent.get(parent) ?? []) {
      const effective = parentOn && r.enabled;
      list.push({ modId: r.modId, parentModId: parent, enabled: r.enabled, effective, sort: r.sort });
      walk(r.modId, effective);
    }
  };
  walk(null, true);
  if (!ids.has('ROOT')) walk('ROOT', true);
  return { list };
};

export const presentRegisterRules = (rows: (typeof registerRules.$inferSelect)[]) => {
  const byField = new Map(rows.map((r) => [r.field, r]));
  const list: ConfigRegisterRule[] = REGISTER_FIELDS.map((field: RegisterField) => {
    const r = byField.get(field);
    return r
      ? {
          field,
          configured: true,
          enabled: r.enabled,
          required: r.required,
          minLength: r.minLength,
          maxLength: r.maxLength,
          patternId: r.patternId,
          acceptedPattern: r.acceptedPattern,
        }
      : {
          field,
          configured: false,
          enabled: false,
          required: false,
          minLength: 0,
          maxLength: 255,
          patternId: 0,
          acceptedPattern: PATTERNS[0]!,
        };
  });
  return { list, patterns: PATTERN_IDS.map((id) => ({ id, pattern: PATTERNS[id]! })) };
};

const isLanguage = (l: string): l is Language => (LANGUAGES as readonly string[]).includes(l);

export const presentGeneral = (m: MerchantRow): ConfigGeneral => ({
  languages: m.languages.filter(isLanguage),
  defaultLanguage: isLanguage(m.defaultLanguage) ? m.defaultLanguage : 'EN',
  currency: m.currency,
  currencySymbol: m.currencySymbol,
  imageCdns: m.imageCdns,
  launchGameCdns: m.launchGameCdns,
});

export const presentAccess = (
  m: MerchantRow,
  blocks: { kind: string; value: string }[],
  you: ConfigAccess['you'],
  now: Date,
): ConfigAccess => ({
  maintenance: {
    on: m.maintenance,
    from: m.maintenanceFrom?.toISOString() ?? null,
    until: m.maintenanceEnd?.toISOString() ?? null,
    message: m.maintenanceMessage,
    active: isMaintenanceActive(m, now),
  },
  loginFirst: m.loginedToHomePage,
  regionBlocks: blocks
    .filter((b): b is { kind: 'COUNTRY' | 'CIDR'; value: string } => b.kind === 'COUNTRY' || b.kind === 'CIDR')
    .map((b) => ({ kind: b.kind, value: b.value })),
  you,
});

/** Providers with their button switch; the secret only as set or not set. */
export const presentThirdParty = (
  rows: (typeof oidcProviders.$inferSelect)[],
  moduleOn: Record<ThirdPartyProvider, boolean>,
): { list: ConfigThirdParty[] } => ({
  list: THIRD_PARTY_PROVIDERS.map((provider) => {
    const r = rows.find((x) => x.provider === provider);
    return {
      provider,
      enabled: moduleOn[provider],
      configured: Boolean(r),
      issuer: r?.issuer ?? '',
      clientId: r?.clientId ?? '',
      secretSet: Boolean(r?.clientSecret),
      updatedAt: r?.updatedAt.toISOString() ?? null,
    };
  }),
});
