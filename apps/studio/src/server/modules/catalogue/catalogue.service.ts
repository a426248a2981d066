import { minorToText } from '@pagoda/contracts';
import { STUDIO_GAMES, minBetMinor } from '../../../engine/games';
import { LOTTERY_GAMES } from '../../../lottery';
import { PVP_NAMES } from '../../../pvp/names';
import { blackjack, TABLES } from '../../../tables';
import type { StudioConfig } from '../../config';
import type { PvpRunner } from '../live/pvp-runner';
import { LOTTERY_ADMIN_BASE } from '../lottery/lottery-admin.routes';
import type { RoomsList, VendorManifest } from './catalogue.schema';

const CATEGORY = { slot: 'RNG', fish: 'FISH' } as const;
const SHARED_LIVE = ['baccarat', 'dragon-tiger', 'sicbo', 'roulette'] as const;
const LIVE_GAMES = [...SHARED_LIVE, 'blackjack'] as const;
const PLATFORM_LANGS = ['EN', 'CN', 'VI', 'JA', 'TH', 'TY', 'ID'] as const;

/**
 * The vendor manifest an operator registers the studio from (`npm run ops -- vendor:register
 * <url>/vendor-manifest.json`): the vendor, its categories, where games launch, and the game list
 * in the platform's games:import format, icons served from here. And the PvP rooms' live occupancy.
 */
export const createCatalogueService = (config: StudioConfig, rooms: Map<string, PvpRunner>) => ({
  manifest: (): VendorManifest => {
    const base = config.STUDIO_PUBLIC_URL.replace(/\/$/, '');
    return {
      code: config.STUDIO_VENDOR_CODE,
      displayName: 'Pagoda Studio',
      adapter: 'seamless',
      launchUrl: `${base}/play`,
      icon: `${base}/icons/vendor-pst.svg`,
      roomsUrl: `${base}/rooms.json`,
      ...(config.LOTTERY_ENABLED
        ? {
            lotteryMenuUrl: `${base}/lottery/v1/game_menu`,
            lotteryOpenedUrl: `${base}/lottery/v1/numeros/opened`,
            lotteryRecentUrl: `${base}/lottery/v1/draws/recent`,
            lotteryResultsUrl: `${base}/lottery/v1/draws/{gameCode}`,
            lotteryFrequencyUrl: `${base}/lottery/v1/numbers/frequency`,
            lotteryTicketsUrl: `${base}/lottery/v1/members/{playerId}/tickets`,
            lotteryAdminUrl: `${base}${LOTTERY_ADMIN_BASE}`,
          }
        : {}),
      categories: [
        ...new Set(STUDIO_GAMES.map((g) => CATEGORY[g.kind])),
        ...(config.LIVE_TABLES_ENABLED ? (['LIVE'] as const) : []),
        ...(rooms.size ? (['PVP'] as const) : []),
        ...(config.LOTTERY_ENABLED ? (['LOTT', 'ELOTT'] as const) : []),
      ],
      // The slots and the fishing game also run as guest fun play (a play balance, no wallet call).
      funCategories: [...new Set(STUDIO_GAMES.map((g) => CATEGORY[g.kind]))],
      games: [
        ...STUDIO_GAMES.map((g, i) => ({
          vendor: config.STUDIO_VENDOR_CODE,
          gameCode: g.code,
          gameType: CATEGORY[g.kind],
          names: Object.fromEntries(PLATFORM_LANGS.map((l) => [l, g.names[l]])),
          gameClassify: g.kind === 'fish' ? 'arcade' : '',
          minBet: minorToText(BigInt(minBetMinor(g))),
          minLineNum: g.kind === 'slot' && g.layout !== 'ways' ? g.paylines.length : 0,
          icon: `${base}/icons/${g.code}.svg`,
          tags: ['studio', 'provably-fair'],
          popularity: 1000 - i,
          hot: true,
          sort: i,
        })),
        // Live tables: the portal's live page groups them by the live game type in their tags.
        ...(config.LIVE_TABLES_ENABLED ? LIVE_GAMES : []).map((code, i) => ({
          vendor: config.STUDIO_VENDOR_CODE,
          gameCode: code,
          gameType: 'LIVE' as const,
          names: Object.fromEntries(
            PLATFORM_LANGS.map((l) => [l, code === 'blackjack' ? blackjack.names[l] : TABLES[code].names[l]]),
          ),
          gameClassify: 'table',
          minBet: minorToText(
            BigInt(code === 'blackjack' ? blackjack.limits.min : Math.min(...TABLES[code].spots.map((s) => s.min))),
          ),
          minLineNum: 0,
          icon: `${base}/icons/${code}.svg`,
          tags: ['studio', 'provably-fair', code.replace('-', '_')],
          popularity: 900 - i,
          hot: true,
          sort: 10 + i,
        })),
        // PvP rooms: one room game per stake (GLS2_roomList), joined like any game.
        ...[...rooms.values()].map((r, i) => ({
          vendor: config.STUDIO_VENDOR_CODE,
          gameCode: r.code,
          gameType: 'PVP' as const,
          names: Object.fromEntries(
            PLATFORM_LANGS.map((l) => [l, `${PVP_NAMES[l]} ${minorToText(BigInt(r.summary().stake))}`]),
          ),
          gameClassify: 'table',
          minBet: minorToText(BigInt(r.summary().stake)),
          minLineNum: 0,
          icon: `${base}/icons/niuniu.svg`,
          tags: ['studio', 'provably-fair', 'niuniu'],
          popularity: 800 - i,
          hot: i === 0,
          room: true as const,
          sort: 20 + i,
        })),
        // Lottery: the regional draws (LOTT) and the house's fast draws (ELOTT), each a game of its own.
        ...(config.LOTTERY_ENABLED ? LOTTERY_GAMES : []).map((g, i) => ({
          vendor: config.STUDIO_VENDOR_CODE,
          gameCode: g.code,
          gameType: g.kind === 'fast' ? ('ELOTT' as const) : ('LOTT' as const),
          names: Object.fromEntries(PLATFORM_LANGS.map((l) => [l, g.name])),
          gameClassify: '',
          minBet: minorToText(config.LOTTERY_MIN_STAKE_MINOR),
          minLineNum: 0,
          icon: `${base}/icons/lottery.svg`,
          tags: ['studio', 'lottery', g.kind === 'fast' ? 'provably-fair' : 'official'],
          popularity: 700 - i,
          hot: true,
          sort: 30 + i,
        })),
      ],
    };
  },

  /** Live occupancy of the PvP rooms (public: stake, seats taken and free, status), read by the platform. */
  rooms: (): RoomsList => ({
    rooms: [...rooms.values()].map((r) => {
      const s = r.summary();
      return {
        gameCode: r.code,
        stake: minorToText(BigInt(s.stake)),
        seats: s.seats,
        taken: s.taken,
        free: s.free,
        bots: s.bots,
        status: s.phase,
      };
    }),
  }),
});

export type CatalogueService = ReturnType<typeof createCatalogueService>;
