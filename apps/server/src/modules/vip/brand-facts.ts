import { flattenWhitelabel } from '@pagoda/contracts';
import type { DbOrTx } from '../../db/client.js';
import { buildWhitelabelTree } from '../brand/brand-config.js';
import { brandRepository } from '../brand/brand.repository.js';

/**
 * The few brand facts VIP and referrals need (time zone country, language, module flags), read on
 * the caller's connection: a deposit's hooks run inside its transaction, and on PGlite's single
 * connection a read outside it (the brand cache's loader) would wait for the transaction forever.
 */
export type BrandFacts = {
  merchant: { defaultCountry: string | null; defaultLanguage: string };
  modules: Record<string, boolean>;
};

export const brandFacts = async (conn: DbOrTx, code: string): Promise<BrandFacts | null> => {
  const merchant = await brandRepository.findMerchant(conn, code);
  if (!merchant) return null;
  const modules = flattenWhitelabel(buildWhitelabelTree(await brandRepository.listWhitelabel(conn, code)));
  return { merchant, modules };
};
