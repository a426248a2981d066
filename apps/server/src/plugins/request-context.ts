import { LANGUAGES, type Language } from '@pagoda/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError, ErrorCode } from '../lib/app-error.js';
import '../lib/request-context.js';
import type { BrandService } from '../modules/brand/brand.service.js';
import { isRegionBlocked, lookupCountry, normaliseIp } from '../modules/geo/geo.service.js';

const isLanguage = (v: string): v is Language => (LANGUAGES as readonly string[]).includes(v);

/**
 * Resolves brand, language and client location for every API route before validation, and
 * closes business calls while the brand is in maintenance or the visitor is region-blocked.
 */
export const registerRequestContext = (app: FastifyInstance, brands: BrandService) => {
  app.decorateRequest('ctx', null as never);
  app.addHook('onRequest', async (req) => {
    const url = req.routeOptions.url;
    if (!url || !(url.startsWith('/wps/') || url.startsWith('/lgw/') || url.startsWith('/lotto/'))) return;
    const raw = req.headers['merchant'];
    const header = Array.isArray(raw) ? raw.join(',') : raw;
    if (header?.includes(',')) throw new AppError(ErrorCode.MerchantDuplicated);
    const brand = await brands.resolve(header, req.headers.host);
    const lang = String(req.headers['language'] ?? '').toUpperCase();
    const offered = brand.merchant.languages;
    const language: Language =
      isLanguage(lang) && offered.includes(lang) ? lang : (brand.merchant.defaultLanguage as Language);
    const ip = normaliseIp(req.ip);
    const countryCode = lookupCountry(ip);
    const regionBlocked = isRegionBlocked(brand.regionRules, ip, countryCode);
    req.ctx = { brand, language, ip, countryCode, regionBlocked };
    if (req.routeOptions.config.openWhenClosed) return;
    if (brand.merchant.maintenance) throw new AppError(ErrorCode.Maintenance);
    if (regionBlocked) throw new AppError(ErrorCode.RegionBlocked);
  });
};
