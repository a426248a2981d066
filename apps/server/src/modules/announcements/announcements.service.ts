import type {
  Announcement,
  AnnouncementType,
  getListAnnouncements,
  Language,
  OperationParsedQuery,
} from '@pagoda/contracts';
import type { Db } from '../../db/client.js';
import type { BrandConfig } from '../brand/brand-config.js';
import { presentAnnouncement } from './announcements.presenter.js';
import { type AnnouncementsRepository, announcementsRepository } from './announcements.repository.js';

export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>;

const bucket: Record<AnnouncementType, 'banners' | 'player' | 'popup' | 'promotion' | 'hot'> = {
  B: 'banners',
  PL: 'player',
  PU: 'popup',
  PR: 'promotion',
  H: 'hot',
};

export const createAnnouncementsService = (db: Db, repos: { repository?: AnnouncementsRepository } = {}) => {
  const repo = repos.repository ?? announcementsRepository;
  const service = {
    list: async (brand: BrandConfig, language: Language, q: OperationParsedQuery<typeof getListAnnouncements>) => {
      const types = [...new Set(q.types.split(','))];
      const order = [...new Set([language, brand.merchant.defaultLanguage, 'EN'])];
      const rows = await repo.listLive(db, {
        merchantCode: brand.merchant.code,
        types,
        execution: q.execution,
        groupName: q.groupName,
        languages: order,
        now: new Date(),
      });
      // One text per announcement: the best language available, order of the query kept.
      const chosen = new Map<number, (typeof rows)[number]>();
      for (const r of rows) {
        const cur = chosen.get(r.a.id);
        if (!cur || order.indexOf(r.language) < order.indexOf(cur.language)) chosen.set(r.a.id, r);
      }
      const out: Record<'banners' | 'player' | 'popup' | 'promotion' | 'hot', Announcement[]> = {
        banners: [],
        player: [],
        popup: [],
        promotion: [],
        hot: [],
      };
      const seen = new Set<number>();
      for (const r of rows) {
        if (seen.has(r.a.id)) continue;
        seen.add(r.a.id);
        const best = chosen.get(r.a.id)!;
        out[bucket[r.a.type as AnnouncementType]].push(presentAnnouncement(r.a, best));
      }
      return out;
    },
    /** The image of a banner group's first live banner (what the carousel shows first), or null. The image
     * belongs to the banner, not to one of its texts, so the language only picks a text and does not matter. */
    firstBannerImage: async (brand: BrandConfig, groupName: string): Promise<string | null> => {
      const { banners } = await service.list(brand, 'EN', {
        types: 'B',
        platform: 'W',
        execution: 'B',
        groupName,
      });
      return banners.find((b) => b.url)?.url ?? null;
    },
  };
  return service;
};
