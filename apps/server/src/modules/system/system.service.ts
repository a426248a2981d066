import type { HelpArticle, Language } from '@pagoda/contracts';
import type { Db } from '../../db/client.js';
import type { BrandConfig } from '../brand/brand-config.js';
import { cachedStatus, presentCountries, presentDomainRoute, presentHelpArticle } from './system.presenter.js';
import { type SystemRepository, systemRepository } from './system.repository.js';

export type SystemService = ReturnType<typeof createSystemService>;

export const createSystemService = (db: Db, repos: { repository?: SystemRepository } = {}) => {
  const repo = repos.repository ?? systemRepository;
  return {
    /** Help tree in the wanted language, falling back to the brand default, then English. */
    helpCenter: async (brand: BrandConfig, language: Language): Promise<HelpArticle[]> => {
      const order = [...new Set([language, brand.merchant.defaultLanguage, 'EN'])];
      const rows = await repo.listHelpArticles(db, brand.merchant.code, order);
      const best = new Map<number, (typeof rows)[number]>();
      for (const row of rows) {
        const current = best.get(row.id);
        if (!current || order.indexOf(row.language) < order.indexOf(current.language)) best.set(row.id, row);
      }
      const nodes = new Map<number, HelpArticle & { parentId: number | null; sort: number }>();
      for (const r of best.values()) {
        nodes.set(r.id, {
          id: r.id,
          title: r.title,
          tag: r.tag,
          content: r.content,
          bgColor: r.bgColor,
          children: [],
          parentId: r.parentId,
          sort: r.sort,
        });
      }
      const roots: HelpArticle[] = [];
      const sorted = [...nodes.values()].sort((a, b) => a.sort - b.sort || a.id - b.id);
      for (const n of sorted) {
        const parent = n.parentId === null ? undefined : nodes.get(n.parentId);
        (parent ? parent.children : roots).push(n);
      }
      return roots.map(presentHelpArticle);
    },

    countries: (brand: BrandConfig) => presentCountries(brand),

    /** Built once per brand configuration and visitor address, then handed out frozen. */
    status: (brand: BrandConfig, location: { ip: string; countryCode: string; regionBlocked: boolean }) =>
      cachedStatus(brand, location),

    domainRoute: (brand: BrandConfig) => presentDomainRoute(brand),
  };
};
