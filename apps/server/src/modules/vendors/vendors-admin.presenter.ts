import { GAME_CATEGORIES, type OperatorVendor } from '@pagoda/contracts';
import type { gameVendors } from '../../db/schema.js';
import type { VendorAdminStateRow } from './vendors-admin.repository.js';
import type { IntegrationRow } from './vendors.repository.js';

type CatalogueRow = typeof gameVendors.$inferSelect;

/** One vendor: its catalogue rows (one per category), integration, back-office state and waiting secret. */
export const presentAdminVendor = (
  code: string,
  v: {
    catalogue: CatalogueRow[];
    integration: IntegrationRow | null;
    state: VendorAdminStateRow | null;
    games: number;
    reveal: { id: number; expiresAt: Date } | null;
  },
  now: Date,
): OperatorVendor => {
  const i = v.integration;
  const from = i?.maintenanceFrom ?? null;
  const until = i?.maintenanceTo ?? null;
  const s = v.state;
  return {
    code,
    displayName: v.catalogue[0]?.displayName ?? code,
    categories: v.catalogue
      .map((c) => ({ category: GAME_CATEGORIES.find((g) => g === c.category) ?? 'RNG', enabled: c.enabled }))
      .sort((a, b) => GAME_CATEGORIES.indexOf(a.category) - GAME_CATEGORIES.indexOf(b.category)),
    walletMode: v.catalogue[0]?.walletMode ?? (i?.adapter === 'transfer' ? 'TRANSFER' : 'SEAMLESS'),
    games: v.games,
    integration: i
      ? {
          adapter: i.adapter,
          enabled: i.enabled,
          funMode: i.funMode,
          launchUrl: i.launchUrl,
          walletApiUrl: i.walletApiUrl,
          roomsUrl: i.roomsUrl,
          lottery: {
            menuUrl: i.lotteryMenuUrl,
            openedUrl: i.lotteryOpenedUrl,
            recentUrl: i.lotteryRecentUrl,
            resultsUrl: i.lotteryResultsUrl,
            frequencyUrl: i.lotteryFrequencyUrl,
            ticketsUrl: i.lotteryTicketsUrl,
            adminUrl: i.lotteryAdminUrl,
          },
        }
      : null,
    maintenance:
      from && (!until || until > now)
        ? { from: from.getTime(), until: until?.getTime() ?? null, active: from <= now }
        : null,
    lastRefresh:
      s?.refreshedAt && s.refreshOk !== null
        ? {
            at: s.refreshedAt.getTime(),
            ok: s.refreshOk,
            url: s.manifestUrl ?? '',
            message: s.refreshMessage ?? '',
          }
        : null,
    secretReveal: v.reveal ? { id: v.reveal.id, expiresAt: v.reveal.expiresAt.getTime() } : null,
  };
};
