import type { RegisterRule } from '@pagoda/contracts';
import { flattenWhitelabel } from '@pagoda/contracts';
import type { Db } from '../../db/client.js';
import { AppError, ErrorCode } from '../../lib/app-error.js';
import { buildRegionRules } from '../geo/geo.service.js';
import { type BrandConfig, buildWhitelabelTree, isMaintenanceActive } from './brand-config.js';
import { brandRepository } from './brand.repository.js';

export type BrandService = ReturnType<typeof createBrandService>;

/**
 * Loads brand configuration with a short in-process cache, so an operator change takes effect
 * within CONFIG_CACHE_SECONDS on every instance without a restart; `invalidate` makes it
 * immediate on this one (and, with Redis, on all of them through the config channel).
 */
export const createBrandService = (db: Db, opts: { cacheSeconds: number; defaultMerchant: string }) => {
  const cache = new Map<string, { at: number; value: Promise<BrandConfig | null> }>();
  const domainCache = new Map<string, { at: number; value: Promise<string | null> }>();
  const ttl = opts.cacheSeconds * 1000;

  const load = async (code: string): Promise<BrandConfig | null> => {
    const merchant = await brandRepository.findMerchant(db, code);
    if (!merchant) return null;
    const [modules, rules, res, cs, domains, blocks, oidc] = await Promise.all([
      brandRepository.listWhitelabel(db, code),
      brandRepository.listRegisterRules(db, code),
      brandRepository.listResources(db, code),
      brandRepository.listCustomerService(db, code),
      brandRepository.listDomains(db, code),
      brandRepository.listRegionBlocks(db, code),
      brandRepository.listOidcProviders(db, code),
    ]);
    const whitelabel = buildWhitelabelTree(modules);
    const register: Record<string, RegisterRule> = {};
    for (const r of rules) {
      register[r.field] = {
        enabled: r.enabled,
        required: r.required,
        minLength: r.minLength,
        maxLength: r.maxLength,
        patternId: r.patternId,
        acceptedPattern: r.acceptedPattern,
      };
    }
    return {
      // `maintenance` is what applies now: a planned window opens and closes on time (within the cache period).
      merchant: { ...merchant, maintenance: isMaintenanceActive(merchant, new Date()) },
      whitelabel,
      modules: flattenWhitelabel(whitelabel),
      register,
      resources: res,
      customerService: cs,
      domains,
      regionBlocks: blocks,
      regionRules: buildRegionRules(blocks),
      oidcProviders: oidc.map((p) => ({
        provider: p.provider,
        issuer: p.issuer,
        clientId: p.clientId,
        clientSecret: p.clientSecret,
        updatedAt: p.updatedAt,
      })),
    };
  };

  const cached = <T>(map: Map<string, { at: number; value: Promise<T> }>, key: string, fn: () => Promise<T>) => {
    const hit = map.get(key);
    const now = Date.now();
    if (hit && now - hit.at < ttl) return hit.value;
    const value = fn();
    map.set(key, { at: now, value });
    value.catch(() => map.delete(key));
    return value;
  };

  return {
    getConfig: (code: string) => cached(cache, code, () => load(code)),

    /**
     * The Merchant header wins; without it the Host's domain decides, then the default brand.
     * An unknown merchant is refused.
     */
    resolve: async (merchantHeader: string | undefined, host: string | undefined): Promise<BrandConfig> => {
      let code = merchantHeader?.trim();
      if (!code && host) {
        const domain = host.replace(/:\d+$/, '').toLowerCase();
        code = (await cached(domainCache, domain, () => brandRepository.findMerchantCodeByDomain(db, domain))) ?? '';
      }
      code ||= opts.defaultMerchant;
      if (!/^[A-Za-z0-9_-]{1,32}$/.test(code)) throw new AppError(ErrorCode.MerchantNotFound);
      const config = await cached(cache, code, () => load(code));
      if (!config) throw new AppError(ErrorCode.MerchantNotFound);
      return config;
    },

    invalidate: (code?: string) => {
      if (code) cache.delete(code);
      else cache.clear();
      domainCache.clear();
    },
  };
};
