import { call } from '../../../lib/api-client';

/** Resolves when the affiliate code is valid on this domain; the portal never alerts its failure. */
export const checkAffiliateRequest = (code: string, domain: string) =>
  call('checkAffiliate', { query: { code, ...(domain ? { domain } : {}) } });
