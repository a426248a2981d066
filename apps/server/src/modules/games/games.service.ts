import type { GameCategory, LottoView } from '@pagoda/contracts';
import {
  type addFavoriteGame,
  ErrorCode,
  type getFavoriteGamesList,
  type getGameList,
  type getHotGames,
  type getPopularLottery,
  type getRecentGames,
  type getRoomList,
  type getWinnerBoard,
  type lottMemBet,
  MemberType,
  minorToNumber,
  type OperationParsedBody,
  type OperationParsedQuery,
  parseMinor,
  type removeFavoriteGame,
} from '@pagoda/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { MemberRow } from '../accounts/members.repository.js';
import type { BrandConfig } from '../brand/brand-config.js';
import type { VendorLauncher } from '../vendors/vendors.types.js';
import {
  type MaintenanceWindow,
  presentLotteryItem,
  presentBetRecord,
  presentGame,
  presentLanes,
  presentLotteryBet,
  presentWinner,
  prizeModeOf,
  roundScopeOf,
} from './games.presenter.js';
import { type GameFilter, gamesRepository as defaultGamesRepository, type RoundFilter } from './games.repository.js';
import { createRoomOccupancy, type RoomOccupancyCache } from './room-occupancy.js';

export type GamesService = ReturnType<typeof createGamesService>;

/** Hot game types in the order the home page groups them. */
export const HOT_GAME_TYPES = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP'] as const;

const pages = (total: number, size: number) => Math.ceil(total / size);

/** 'all' (or nothing) is no filter; otherwise the amount in minor units. */
const minBetOf = (v: string | undefined): bigint | undefined => {
  if (!v || v === 'all') return undefined;
  return parseMinor(v) ?? undefined;
};

/** A same-origin game page is served from a random launch host when the brand has some. */
export const onLaunchHost = (gameUrl: string, hosts: readonly string[], random = Math.random): string => {
  if (!gameUrl.startsWith('/') || gameUrl.startsWith('//') || hosts.length === 0) return gameUrl;
  const host = hosts[Math.floor(random() * hosts.length)]!.replace(/\/+$/, '');
  return host + gameUrl;
};

type ListQuery = OperationParsedQuery<typeof getGameList>;

/** The record calls' window and paging (betting record, its category variants, lottery bets). */
type RecordQuery = {
  vendor?: string | undefined;
  startTime: number;
  endTime: number;
  page: number;
  size: number;
};

type LaunchInput = {
  nodeId?: string | undefined;
  gameId?: string | undefined;
  roomId?: string | undefined;
  accountType: number;
  language: string;
  returnUrl: string;
  /** getLabby: launchMode LOTT opens a lottery vendor (vassalage) on a game code, or on its lobby. */
  launchMode?: string | undefined;
  vassalage?: string | undefined;
  lottoGameCode?: string | undefined;
  lottoView?: LottoView | undefined;
  lottoPrizeMode?: 'LOTT' | 'ELOTT' | undefined;
  playType?: string | undefined;
};

const isLotteryLaunch = (input: LaunchInput) =>
  input.launchMode?.toUpperCase() === 'LOTT' && !input.nodeId && !input.gameId && !input.roomId;

export const createGamesService = (
  db: Db,
  deps: { vendors: VendorLauncher; rooms?: RoomOccupancyCache; games?: typeof defaultGamesRepository },
) => {
  const gamesRepository = deps.games ?? defaultGamesRepository;
  const occupancy = deps.rooms ?? createRoomOccupancy();
  const filterOf = (brand: BrandConfig, q: Partial<ListQuery>): GameFilter => ({
    merchantCode: brand.merchant.code,
    gameType: q.gameType,
    vassalage: q.vassalage || undefined,
    gameClassify: q.gameClassify || undefined,
    gameName: q.gameName || undefined,
    minBet: minBetOf(q.minBet),
    minLineNum: q.minLineNum,
  });

  /** The game a launch names: by node, game or room id, or (getLabby) a lottery vendor's game or its first. */
  const gameToLaunch = (brand: BrandConfig, input: LaunchInput) => {
    if (isLotteryLaunch(input)) {
      const code = input.lottoGameCode?.toLowerCase() === 'lobby' ? undefined : input.lottoGameCode;
      return gamesRepository.findLotteryGame(db, brand.merchant.code, {
        vendorCode: input.vassalage || undefined,
        gameCode: code || undefined,
        first: input.lottoPrizeMode ?? 'LOTT',
      });
    }
    const nodeId = input.roomId || input.nodeId;
    return gamesRepository.findForLaunch(db, brand.merchant.code, nodeId ? { nodeId } : { gameId: input.gameId ?? '' });
  };

  const startGame = async (brand: BrandConfig, member: MemberRow, sessionId: number, input: LaunchInput) => {
    const found = await gameToLaunch(brand, input);
    if (!found) throw new AppError(ErrorCode.NotFound, 'No such game');
    // A lottery opens on its betting view when a game was named, else on its lobby (getLabby's lottoView).
    const lottery = isLotteryLaunch(input)
      ? {
          view:
            input.lottoView ??
            (input.lottoGameCode && input.lottoGameCode.toLowerCase() !== 'lobby' ? 'betting' : 'lobby'),
          playType: input.playType || undefined,
        }
      : undefined;
    const trialMember = member.type === MemberType.Trial;
    const accountType: 0 | 1 = trialMember || input.accountType === 0 ? 0 : 1;
    // A trial account plays only vendors with free play; others need a real account.
    if (accountType === 0 && !found.vendor.freeplay) {
      throw new AppError(trialMember ? ErrorCode.NeedTrueAccount : ErrorCode.FunctionDisabled);
    }
    const { gameUrl } = await deps.vendors.launch({
      brand,
      member,
      sessionId,
      vendorCode: found.vendor.code,
      gameCode: found.game.gameCode,
      category: found.game.gameType,
      accountType,
      language: input.language,
      returnUrl: input.returnUrl,
      ...(lottery ? { lottery } : {}),
    });
    await gamesRepository.recordPlay(db, member.id, found.game.id, new Date());
    return { content: { game_url: onLaunchHost(gameUrl, brand.merchant.launchGameCdns) } };
  };

  /** A visitor's launch: free-play vendors only, and only those running their own fun mode. */
  const guestGame = async (brand: BrandConfig, input: Omit<LaunchInput, 'accountType'>) => {
    const nodeId = input.roomId || input.nodeId;
    const found = await gamesRepository.findForLaunch(
      db,
      brand.merchant.code,
      nodeId ? { nodeId } : { gameId: input.gameId ?? '' },
    );
    if (!found) throw new AppError(ErrorCode.NotFound, 'No such game');
    if (!found.vendor.freeplay) throw new AppError(ErrorCode.GuestPlayUnavailable);
    const { gameUrl } = await deps.vendors.guestLaunch({
      brand,
      vendorCode: found.vendor.code,
      gameCode: found.game.gameCode,
      language: input.language,
      returnUrl: input.returnUrl,
    });
    return { content: { game_url: onLaunchHost(gameUrl, brand.merchant.launchGameCdns) } };
  };

  /** One page of a member's rounds with the vendors' display names, and the totals. */
  const memberRounds = async (
    brand: BrandConfig,
    member: MemberRow,
    q: RecordQuery,
    more: Pick<RoundFilter, 'scopes' | 'gameCode' | 'state'>,
  ) => {
    const [page, vendors] = await Promise.all([
      gamesRepository.pageMemberRounds(
        db,
        {
          merchantCode: brand.merchant.code,
          memberId: member.id,
          from: new Date(q.startTime),
          to: new Date(q.endTime),
          vendor: q.vendor || undefined,
          ...more,
        },
        q.size,
        (q.page - 1) * q.size,
      ),
      gamesRepository.listVendors(db, brand.merchant.code),
    ]);
    const names = new Map(vendors.map((v) => [v.code, v.displayName]));
    return { ...page, vendorName: (code: string) => names.get(code) ?? code };
  };

  /** The betting record's answer: rows and totals over the whole window (profit = win − valid bet). */
  const bettingRecord = async (
    brand: BrandConfig,
    member: MemberRow,
    language: string,
    q: RecordQuery,
    scopes: RoundFilter['scopes'],
  ) => {
    const { rows, total, sums, vendorName } = await memberRounds(brand, member, q, { scopes });
    return {
      list: rows.map((r) => presentBetRecord(r, vendorName(r.round.vendorCode), language)),
      total,
      totalPages: pages(total, q.size),
      footer: {
        betAmount: minorToNumber(sums.bet),
        validBet: minorToNumber(sums.valid),
        winAmount: minorToNumber(sums.win),
        profit: minorToNumber(sums.win - sums.valid),
      },
    };
  };

  return {
    vendorLanes: async (brand: BrandConfig) => {
      const now = new Date();
      const [rows, windows] = await Promise.all([
        gamesRepository.listEnabledVendors(db, brand.merchant.code),
        gamesRepository.vendorMaintenance(db, brand.merchant.code, now),
      ]);
      const maintenance = new Map<string, MaintenanceWindow>();
      for (const w of windows) {
        if (w.from) maintenance.set(w.vendorCode, { maintainTime: w.from.getTime(), endTime: w.to?.getTime() ?? null });
      }
      const lanes = presentLanes(rows, brand.merchant.esportsVendors, maintenance);
      return { data: { lanes, prizeMode: prizeModeOf(lanes) } };
    },

    /** The same for every visitor: the route caches the answer per brand, language and query. */
    gameList: async (brand: BrandConfig, language: string, q: ListQuery) => {
      const [{ rows, total }, fun] = await Promise.all([
        gamesRepository.pageGames(db, filterOf(brand, q), q.pageSize, (q.pageNo - 1) * q.pageSize),
        gamesRepository.funModeVendors(db, brand.merchant.code),
      ]);
      return {
        games: rows.map((r) => presentGame(r, language, fun)),
        totalPages: pages(total, q.pageSize),
        totalCount: total,
        pageSize: q.pageSize,
        pageNum: q.pageNo,
      };
    },

    hotGames: async (brand: BrandConfig, language: string, q: OperationParsedQuery<typeof getHotGames>) => {
      const rows = await gamesRepository.allGames(db, {
        merchantCode: brand.merchant.code,
        vassalage: q.vassalage || undefined,
        gameType: q.gameType,
        gameTypes: HOT_GAME_TYPES,
        hotOnly: true,
      });
      const fun = await gamesRepository.funModeVendors(db, brand.merchant.code);
      const items = rows.map((r) => presentGame(r, language, fun));
      const groups = HOT_GAME_TYPES.map((gameType) => ({
        gameType,
        list: items.filter((g) => g.gameType === gameType),
      })).filter((g) => g.list.length > 0);
      return { list: groups.flatMap((g) => g.list), groups };
    },

    vassGameTypes: async (brand: BrandConfig) => {
      const rows = await gamesRepository.classifications(db, brand.merchant.code);
      const content: Record<string, Record<string, string[]>> = {};
      for (const r of rows) {
        const byVendor = (content[r.gameType] ??= {});
        const list = (byVendor[r.vassalage] ??= []);
        if (r.gameClassify) list.push(r.gameClassify);
      }
      return { content };
    },

    favouriteIds: (member: MemberRow) => gamesRepository.favouriteNodeIds(db, member.id),

    favouriteList: async (
      brand: BrandConfig,
      member: MemberRow,
      language: string,
      q: OperationParsedQuery<typeof getFavoriteGamesList>,
    ) => {
      const { rows, total } = await gamesRepository.pageFavourites(
        db,
        member.id,
        filterOf(brand, q),
        q.pageSize,
        (q.pageNo - 1) * q.pageSize,
      );
      return {
        content: rows.map((r) => presentGame(r, language)),
        pageNum: q.pageNo,
        totalPages: pages(total, q.pageSize),
        totalCount: total,
      };
    },

    addFavourite: async (brand: BrandConfig, member: MemberRow, key: OperationParsedBody<typeof addFavoriteGame>) => {
      // Only a game of the catalogue can be a favourite; anything else is a client bug.
      const found = await gamesRepository.findForLaunch(db, brand.merchant.code, { nodeId: key.nodeId });
      if (!found || found.vendor.code !== key.vendor || found.game.gameType !== key.gameType) {
        throw new AppError(ErrorCode.NotFound, 'No such game');
      }
      await gamesRepository.addFavourite(db, {
        memberId: member.id,
        nodeId: key.nodeId,
        vendorCode: key.vendor,
        gameType: key.gameType,
      });
      return null;
    },

    removeFavourite: async (member: MemberRow, key: OperationParsedBody<typeof removeFavoriteGame>) => {
      await gamesRepository.removeFavourite(db, {
        memberId: member.id,
        nodeId: key.nodeId,
        vendorCode: key.vendor,
        gameType: key.gameType,
      });
      return null;
    },

    recentGames: async (
      brand: BrandConfig,
      member: MemberRow,
      language: string,
      q: OperationParsedQuery<typeof getRecentGames>,
    ) => {
      const { rows, total } = await gamesRepository.pageRecent(
        db,
        member.id,
        filterOf(brand, q),
        q.pageSize,
        (q.pageNo - 1) * q.pageSize,
      );
      return {
        list: rows.map((r) => presentGame(r, language)),
        totalPages: pages(total, q.pageSize),
        totalCount: total,
      };
    },

    roomList: async (brand: BrandConfig, language: string, q: OperationParsedQuery<typeof getRoomList>) => {
      const rows = await gamesRepository.allGames(db, {
        merchantCode: brand.merchant.code,
        gameType: 'PVP',
        vassalage: q.vassalage || undefined,
        rooms: true,
      });
      // Live seats per vendor that publishes them, read in parallel; a silent vendor never fails the list.
      const vendorCodes = [...new Set(rows.map((r) => r.vendor.code))];
      const urls = await gamesRepository.roomsUrls(db, brand.merchant.code, vendorCodes);
      const live = new Map(
        await Promise.all(
          urls.map(
            async (u) =>
              [u.vendorCode, await occupancy.rooms(`${brand.merchant.code}|${u.vendorCode}`, u.roomsUrl)] as const,
          ),
        ),
      );
      return {
        list: rows.map((r) => {
          const item = presentGame(r, language);
          if (!live.has(r.vendor.code)) return item;
          const room = live.get(r.vendor.code)?.get(r.game.gameCode);
          return { ...item, room: room ?? { status: 'unavailable' as const } };
        }),
      };
    },

    popularLottery: async (brand: BrandConfig, language: string, q: OperationParsedQuery<typeof getPopularLottery>) => {
      const rows = await gamesRepository.allGames(
        db,
        { merchantCode: brand.merchant.code, gameType: q.prizeMode === 'ELOTT' ? 'ELOTT' : 'LOTT' },
        q.count,
      );
      return Object.fromEntries(rows.map((r) => [r.game.gameCode, presentLotteryItem(r, language)]));
    },

    launch: (brand: BrandConfig, auth: { member: MemberRow; sessionId: number }, input: LaunchInput) =>
      startGame(brand, auth.member, auth.sessionId, input),

    /**
     * Free play only. A visitor gets the vendor's guest fun mode where it offers one, else
     * launch.guest.unavailable (docs/decisions.md, issue 14).
     */
    trialLaunch: (
      brand: BrandConfig,
      auth: { member: MemberRow; sessionId: number } | null,
      input: Omit<LaunchInput, 'accountType'>,
    ) => {
      if (!auth) return guestGame(brand, input);
      return startGame(brand, auth.member, auth.sessionId, { ...input, accountType: 0 });
    },

    winnerBoard: async (brand: BrandConfig, language: string, q: OperationParsedQuery<typeof getWinnerBoard>) => {
      const rows = await gamesRepository.recentWins(
        db,
        brand.merchant.code,
        q.gameCategory === 'ALL' ? null : q.gameCategory,
        q.limitNum,
      );
      return { list: rows.map((r) => presentWinner(r, language)) };
    },

    /** The betting record; a lane filter (ESPORTS, DS88) selects the lane's rounds. */
    personalHistory: (
      brand: BrandConfig,
      member: MemberRow,
      language: string,
      q: RecordQuery & { category?: GameCategory | '' | undefined },
    ) =>
      bettingRecord(
        brand,
        member,
        language,
        q,
        q.category ? roundScopeOf(q.category, brand.merchant.esportsVendors) : undefined,
      ),

    /** getPersonal{Category}History: the betting record fixed to one category. */
    categoryHistory: (
      brand: BrandConfig,
      member: MemberRow,
      language: string,
      category: GameCategory,
      q: RecordQuery,
    ) => bettingRecord(brand, member, language, q, roundScopeOf(category, brand.merchant.esportsVendors)),

    /** ODSFE2_lottMemBet: LOTT and ELOTT rounds; profit counts drawn bets only. */
    lotteryBets: async (
      brand: BrandConfig,
      member: MemberRow,
      language: string,
      q: OperationParsedQuery<typeof lottMemBet>,
    ) => {
      const { rows, total, sums, vendorName } = await memberRounds(brand, member, q, {
        scopes: [{ categories: q.category ? [q.category] : ['LOTT', 'ELOTT'] }],
        gameCode: q.gameCode || undefined,
        state: q.state || undefined,
      });
      return {
        list: rows.map((r) => presentLotteryBet(r, vendorName(r.round.vendorCode), language)),
        total,
        totalPages: pages(total, q.size),
        pageNum: q.page,
        footer: {
          betAmount: minorToNumber(sums.bet),
          validBet: minorToNumber(sums.valid),
          winAmount: minorToNumber(sums.win),
          profit: minorToNumber(sums.settledWin - sums.settledValid),
          openBetAmount: minorToNumber(sums.openBet),
        },
      };
    },
  };
};
