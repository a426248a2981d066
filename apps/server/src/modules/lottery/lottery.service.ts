import type { lottMemBet, OperationParsedQuery } from '@pagoda/contracts';
import { VENDOR_HEADERS } from '@pagoda/contracts';
import type { Db } from '../../db/client.js';
import { signBody } from '../../lib/signature.js';
import type { MemberRow } from '../accounts/members.repository.js';
import type { BrandConfig } from '../brand/brand-config.js';
import { presentLotteryItem } from '../games/games.presenter.js';
import { gamesRepository, type GameWithVendor } from '../games/games.repository.js';
import type { GamesService } from '../games/games.service.js';
import {
  type MenuGroup,
  presentDraws,
  presentFrequency,
  presentOpened,
  presentVendorMenu,
  ticketsById,
} from './lottery.presenter.js';
import { lotteryRepository, type LotterySource } from './lottery.repository.js';
import { createVendorReads, type VendorReads } from './vendor-reads.js';

type PrizeMode = 'LOTT' | 'ZY' | 'ELOTT' | 'SEA';

/** The catalogue categories of a prize mode: ELOTT → ELOTT, another mode → LOTT, none → both. */
export const lotteryCategoriesOf = (prizeMode: PrizeMode | undefined): ('LOTT' | 'ELOTT')[] =>
  prizeMode === undefined ? ['LOTT', 'ELOTT'] : prizeMode === 'ELOTT' ? ['ELOTT'] : ['LOTT'];

/** The tickets a lottMemBet page asks a vendor for: its newest ones, enough to cover any page. */
const TICKETS_LIMIT = 200;

/** A vendor URL with its placeholder filled in and query parameters added. */
const urlOf = (template: string, fill: Record<string, string>, query: Record<string, string | undefined> = {}) => {
  let url = template;
  for (const [k, v] of Object.entries(fill)) url = url.replaceAll(`{${k}}`, encodeURIComponent(v));
  const u = new URL(url);
  for (const [k, v] of Object.entries(query)) if (v !== undefined) u.searchParams.set(k, v);
  return u;
};

/**
 * The lottery gateway: the spec's /lgw and /lotto/lgw calls answered from the lottery vendors of a brand, read
 * at the URLs of their manifests (as GLS2_roomList reads roomsUrl). No vendor is special: any vendor whose
 * manifest names these URLs and whose LOTT/ELOTT games are in the catalogue takes part. Only games the brand
 * lists (the game, its vendor and its category enabled) are shown; a vendor that fails adds nothing.
 */
export const createLotteryService = (
  db: Db,
  deps: {
    games: Pick<GamesService, 'lotteryBets'>;
    reads?: VendorReads;
    log?: { warn: (o: object, m: string) => void };
  },
) => {
  const reads = deps.reads ?? createVendorReads(deps.log ? { log: deps.log } : {});

  /** The brand's listed lottery games of some categories by vendor, and those vendors' lottery URLs. */
  const scope = async (brand: BrandConfig, categories: readonly string[]) => {
    const rows = await gamesRepository.allGames(db, { merchantCode: brand.merchant.code, gameTypes: categories });
    const byVendor = new Map<string, Map<string, GameWithVendor>>();
    for (const r of rows) {
      const games = byVendor.get(r.vendor.code) ?? new Map<string, GameWithVendor>();
      if (!games.has(r.game.gameCode)) games.set(r.game.gameCode, r);
      byVendor.set(r.vendor.code, games);
    }
    const sources = new Map(
      (await lotteryRepository.sources(db, brand.merchant.code, [...byVendor.keys()])).map((s) => [s.vendorCode, s]),
    );
    // In catalogue order (the vendor's sort), each vendor with its games and its integration (if any).
    return [...byVendor.entries()].map(([vendorCode, games]) => ({
      vendorCode,
      games,
      source: sources.get(vendorCode) ?? null,
    }));
  };

  /** Reads one URL of every vendor that publishes it, in parallel. */
  const fromVendors = async <T>(
    vendors: Awaited<ReturnType<typeof scope>>,
    urlKey: keyof Omit<LotterySource, 'vendorCode' | 'secret'>,
    each: (answer: unknown, v: Awaited<ReturnType<typeof scope>>[number]) => T[],
  ) =>
    (
      await Promise.all(
        vendors.map(async (v) => {
          const url = v.source?.[urlKey];
          if (!url) return [];
          const answer = await reads.read(url);
          return answer === null ? [] : each(answer, v);
        }),
      )
    ).flat();

  const opened = async (brand: BrandConfig, prizeMode: PrizeMode | undefined) =>
    fromVendors(await scope(brand, lotteryCategoriesOf(prizeMode)), 'openedUrl', (answer, v) =>
      presentOpened(answer, v.vendorCode, new Set(v.games.keys())),
    );

  /** The vendor that lists a game (by game code, nodeId or game id) in the brand's lottery catalogue. */
  const vendorOfGame = async (brand: BrandConfig, gameId: string) => {
    for (const v of await scope(brand, lotteryCategoriesOf(undefined))) {
      for (const g of v.games.values())
        if (g.game.gameCode === gameId || g.game.nodeId === gameId || g.game.gameId === gameId)
          return { ...v, gameCode: g.game.gameCode };
    }
    return null;
  };

  return {
    /**
     * The menu of a prize mode: each vendor's groups (from lotteryMenuUrl) with the brand's games; a vendor
     * without a menu URL lists its catalogue games under one group named after it. Groups with the same
     * code from two vendors are merged.
     */
    menu: async (brand: BrandConfig, language: string, prizeMode: PrizeMode | undefined) => {
      const vendors = await scope(brand, lotteryCategoriesOf(prizeMode));
      const groups = await Promise.all(
        vendors.map(async (v): Promise<MenuGroup[]> => {
          if (v.source?.menuUrl) {
            const answer = await reads.read(v.source.menuUrl);
            return answer === null ? [] : presentVendorMenu(answer, v.games, language);
          }
          const first = v.games.values().next().value;
          return first
            ? [
                {
                  gameGroupCode: v.vendorCode,
                  labelName: first.vendor.displayName,
                  gameMenus: [...v.games.values()].map((g) => presentLotteryItem(g, language)),
                },
              ]
            : [];
        }),
      );
      const out: Record<string, MenuGroup> = {};
      for (const g of groups.flat()) {
        const have = out[g.gameGroupCode];
        if (have) have.gameMenus.push(...g.gameMenus);
        else out[g.gameGroupCode] = g;
      }
      return out;
    },

    /** The member's recently launched lottery games, grouped by vendor, most recent first (an empty map without any). */
    recentMenu: async (brand: BrandConfig, member: MemberRow, language: string, prizeMode: PrizeMode | undefined) => {
      const { rows } = await gamesRepository.pageRecent(
        db,
        member.id,
        { merchantCode: brand.merchant.code, gameTypes: lotteryCategoriesOf(prizeMode) },
        20,
        0,
      );
      const out: Record<string, MenuGroup> = {};
      for (const r of rows)
        (out[r.vendor.code] ??= {
          gameGroupCode: r.vendor.code,
          labelName: r.vendor.displayName,
          gameMenus: [],
        }).gameMenus.push(presentLotteryItem(r, language));
      return out;
    },

    /** Periods on sale as a list. */
    openedList: opened,

    /** Periods on sale as a map gameCode → period (the first vendor listing a game code keeps it). */
    openedMap: async (brand: BrandConfig, prizeMode: PrizeMode | undefined) => {
      const out: Record<string, Awaited<ReturnType<typeof opened>>[number]> = {};
      for (const p of await opened(brand, prizeMode)) out[p.gameCode] ??= p;
      return out;
    },

    /** The period on sale of one game, {} when no vendor answers for it. */
    near: async (brand: BrandConfig, gameId: string) => {
      const v = await vendorOfGame(brand, gameId);
      if (!v?.source?.openedUrl) return {};
      const answer = await reads.read(v.source.openedUrl);
      const p = presentOpened(answer, v.vendorCode, new Set([v.gameCode]))[0];
      return p
        ? { currentNumero: { numero: p.numero, isSale: p.isSale, remainTime: p.remainTime, lockTime: p.lockTime } }
        : {};
    },

    /** The latest draw of each game. */
    draws: async (brand: BrandConfig, prizeMode: PrizeMode | undefined) =>
      fromVendors(await scope(brand, lotteryCategoriesOf(prizeMode)), 'recentUrl', (answer, v) =>
        presentDraws(answer, v.vendorCode, new Set(v.games.keys())),
      ),

    /** Draws of one game: a day's or the latest ones. */
    drawsOfGame: async (brand: BrandConfig, gameCode: string, q: { date?: string | undefined; limit: number }) => {
      const v = await vendorOfGame(brand, gameCode);
      if (!v?.source?.resultsUrl) return [];
      const url = urlOf(v.source.resultsUrl, { gameCode: v.gameCode }, { date: q.date, limit: String(q.limit) });
      const answer = await reads.read(url.toString());
      return answer === null ? [] : presentDraws(answer, v.vendorCode, new Set([v.gameCode]));
    },

    /** The Vietnamese numbers: the 00–99 frequency over a game's last `count` draws; {} when none. */
    frequency: async (brand: BrandConfig, gameCode: string, count: number) => {
      const v = await vendorOfGame(brand, gameCode);
      if (!v?.source?.frequencyUrl) return {};
      const url = urlOf(v.source.frequencyUrl, {}, { gameCode: v.gameCode, count: String(count) });
      const answer = await reads.read(url.toString());
      return answer === null ? {} : presentFrequency(answer, v.vendorCode, v.gameCode);
    },

    /**
     * ODSFE2_lottMemBet: the member's lottery rounds from the betting record, each with the vendor's ticket
     * (numbers, bet type, hits) from its lotteryTicketsUrl, asked for this member only and signed with the
     * vendor's secret over path and query (as the vendor signs its wallet calls). Never cached.
     */
    memberBets: async (
      brand: BrandConfig,
      member: MemberRow,
      language: string,
      q: OperationParsedQuery<typeof lottMemBet>,
    ) => {
      const page = await deps.games.lotteryBets(brand, member, language, q);
      const vendorCodes = [...new Set(page.list.map((r) => r.vendor))];
      const sources = await lotteryRepository.sources(db, brand.merchant.code, vendorCodes);
      const tickets = new Map(
        await Promise.all(
          sources
            .filter((s) => s.ticketsUrl)
            .map(async (s) => {
              const url = urlOf(
                s.ticketsUrl,
                { playerId: String(member.id) },
                {
                  status: 'all',
                  limit: String(TICKETS_LIMIT),
                },
              );
              const signature = signBody(s.secret, url.pathname + url.search);
              const answer = await reads.readFresh(url.toString(), { [VENDOR_HEADERS.signature]: signature });
              return [s.vendorCode, ticketsById(answer)] as const;
            }),
        ),
      );
      return {
        ...page,
        list: page.list.map((r) => ({ ...r, ticket: tickets.get(r.vendor)?.get(r.roundId) ?? null })),
      };
    },
  };
};
export type LotteryService = ReturnType<typeof createLotteryService>;
