import type { Language } from '@pagoda/contracts';
import type { BrandConfig } from '../modules/brand/brand-config.js';

/** Per-request facts resolved once by the context plugin and read by routes. */
export type RequestContext = {
  brand: BrandConfig;
  language: Language;
  ip: string;
  countryCode: string;
  regionBlocked: boolean;
};

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}
