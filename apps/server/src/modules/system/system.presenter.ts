import type { CustomerService, HelpArticle, Language, Resource, StatusValue } from '@pagoda/contracts';
import { BRAND_LOGO_RESOURCES, COUNTRIES, LANGUAGES } from '@pagoda/contracts';
import { deepFreeze } from '../../lib/serializer.js';
import type { BrandConfig } from '../brand/brand-config.js';

const languages = (cfg: BrandConfig): Language[] =>
  cfg.merchant.languages.filter((l): l is Language => (LANGUAGES as readonly string[]).includes(l));

const LOGO_TYPES: readonly string[] = Object.values(BRAND_LOGO_RESOURCES);
const logoUrl = (cfg: BrandConfig, type: string) => cfg.resources.find((r) => r.resourceType === type)?.url ?? '';

/** The dialling code of the brand's home country, as registration uses it. */
export const brandDialingCode = (cfg: BrandConfig) =>
  (COUNTRIES.find((c) => c.countryCode === cfg.merchant.defaultCountry) ?? COUNTRIES[0]!).countryDialingCode;

export const presentBrand = (cfg: BrandConfig): StatusValue['info']['brand'] => ({
  merchantCode: cfg.merchant.code,
  name: cfg.merchant.name,
  logo: {
    light: logoUrl(cfg, BRAND_LOGO_RESOURCES.light),
    // A brand with one logo uses it on both themes.
    dark: logoUrl(cfg, BRAND_LOGO_RESOURCES.dark) || logoUrl(cfg, BRAND_LOGO_RESOURCES.light),
    mark: logoUrl(cfg, BRAND_LOGO_RESOURCES.mark),
  },
  defaultDialingCode: brandDialingCode(cfg),
  platform: 'W',
  lotteryRegion: cfg.merchant.lotteryRegion,
  currency: cfg.merchant.currency,
  currencySymbol: cfg.merchant.currencySymbol,
  languages: languages(cfg),
  defaultLanguage: cfg.merchant.defaultLanguage as Language,
  loginedToHomePage: cfg.merchant.loginedToHomePage,
  esportsVendors: cfg.merchant.esportsVendors,
});

export const presentResources = (cfg: BrandConfig): Resource[] =>
  cfg.resources
    .filter((r) => !LOGO_TYPES.includes(r.resourceType))
    .map((r) => ({
      resourceType: r.resourceType as Resource['resourceType'],
      url: r.url,
      // QR codes are drawn by the portal from the URL itself; no third-party QR service is used.
      qrCodeUrl: r.url,
      labelNameEn: r.labelNameEn,
      icon: r.icon,
    }));

export const presentCustomerService = (cfg: BrandConfig): CustomerService[] =>
  cfg.customerService.map((c) => ({
    csType: c.csType as CustomerService['csType'],
    title: c.title,
    path: c.url,
    csPosition: c.position,
  }));

export const presentDomainRoute = (cfg: BrandConfig) => ({
  customerService: presentCustomerService(cfg),
  domainList: cfg.domains.filter((d) => d.isAlternative).map((d) => ({ domainName: d.domainName, speed: 0 })),
});

export const presentStatus = (
  cfg: BrandConfig,
  location: { ip: string; countryCode: string; regionBlocked: boolean },
): StatusValue => {
  const maintenance = cfg.merchant.maintenance;
  return {
    status: maintenance ? 1 : location.regionBlocked ? 2 : 0,
    maintenance,
    regionRestriction: location.regionBlocked,
    maintenanceEnd: maintenance && cfg.merchant.maintenanceEnd ? cfg.merchant.maintenanceEnd.getTime() : null,
    ...(maintenance && cfg.merchant.maintenanceMessage ? { maintenanceMessage: cfg.merchant.maintenanceMessage } : {}),
    location: { ip: location.ip, countryCode: location.countryCode },
    test: false,
    info: {
      brand: presentBrand(cfg),
      whitelabel: cfg.whitelabel,
      register: cfg.register,
      resources: presentResources(cfg),
      customerService: presentCustomerService(cfg),
      domainRoute: presentDomainRoute(cfg),
      mainDomain: cfg.merchant.mainDomain,
      analytics: { gtagId: cfg.merchant.gtagId },
      imageCDNs: cfg.merchant.imageCdns,
      launchGameCDNs: cfg.merchant.launchGameCdns,
    },
  };
};

const MAX_CACHED_VISITORS = 10_000;
const statusCache = new WeakMap<BrandConfig, Map<string, StatusValue>>();

/**
 * The status a visitor gets depends only on the brand's loaded configuration and the visitor's
 * address, so it is built once per pair (until the configuration reloads) and handed out frozen.
 */
export const cachedStatus = (
  cfg: BrandConfig,
  location: { ip: string; countryCode: string; regionBlocked: boolean },
): StatusValue => {
  let byVisitor = statusCache.get(cfg);
  if (!byVisitor) {
    byVisitor = new Map();
    statusCache.set(cfg, byVisitor);
  }
  const key = `${location.ip}|${location.countryCode}|${location.regionBlocked ? 1 : 0}`;
  let value = byVisitor.get(key);
  if (!value) {
    if (byVisitor.size >= MAX_CACHED_VISITORS) byVisitor.clear();
    value = deepFreeze(presentStatus(cfg, location));
    byVisitor.set(key, value);
  }
  return value;
};

/** The country list with the brand's home country first in mind: its code, dialling code and currency. */
export const presentCountries = (cfg: BrandConfig) => {
  const home = COUNTRIES.find((c) => c.countryCode === cfg.merchant.defaultCountry) ?? COUNTRIES[0]!;
  return {
    countries: [...COUNTRIES],
    countryCode: home.countryCode,
    countryDialingCode: home.countryDialingCode,
    currency: cfg.merchant.currency,
    currencySymbol: cfg.merchant.currencySymbol,
  };
};

/** A help article and its children, without the tree-building fields (parent, sort). */
export const presentHelpArticle = (a: HelpArticle): HelpArticle => ({
  id: a.id,
  title: a.title,
  tag: a.tag,
  content: a.content,
  bgColor: a.bgColor,
  children: a.children.map(presentHelpArticle),
});
