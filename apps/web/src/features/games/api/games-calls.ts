import type { GameCategory, GameClassify } from '@pagoda/contracts';
import { GAME_LIST_PAGE_SIZE, WINNER_BOARD_LIMIT } from '@pagoda/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Every key starts with 'games', so one invalidation refreshes the feature. */
export const gamesKeys = {
  favouriteIds: () => ['games', 'favourite-ids'] as const,
  list: (q: object) => ['games', 'list', q] as const,
  hot: (q: object) => ['games', 'hot', q] as const,
  winners: (lang: string) => ['games', 'winners', lang] as const,
  history: (q: object) => ['games', 'history', q] as const,
};

/** Fields the original client sends with list calls (api-observed §2.3). */
const CLIENT = { clientType: 3, platform: 'flash,html5-desktop' } as const;

export type ListKind = 'all' | 'hot' | 'fav' | 'recent';
export type ListRequest = {
  kind: ListKind;
  gameType: GameCategory;
  vassalage: string;
  gameClassify: GameClassify | '';
  minBet: string;
  gameName: string;
  pageNo: number;
  language: string;
};

/** One page of the game list page's current list; hot is one page without paging (spec §4). */
export const fetchGamePage = async (q: ListRequest, signal?: AbortSignal) => {
  const base = { ...CLIENT, gameType: q.gameType, vassalage: q.vassalage || undefined, language: q.language };
  if (q.kind === 'hot') {
    const v = await call('getHotGames', { query: { ...base, isPlatform: 2 }, signal });
    return { games: v.list, totalPages: 1 };
  }
  if (q.kind === 'fav') {
    const v = await call('getFavoriteGamesList', {
      query: { ...base, pageNo: q.pageNo, pageSize: GAME_LIST_PAGE_SIZE },
      signal,
    });
    return { games: v.content, totalPages: v.totalPages };
  }
  if (q.kind === 'recent') {
    const v = await call('getRecentGames', {
      query: { ...base, pageNo: q.pageNo, pageSize: GAME_LIST_PAGE_SIZE },
      signal,
    });
    return { games: v.list, totalPages: v.totalPages };
  }
  const v = await call('getGameList', {
    query: {
      ...base,
      gameClassify: q.gameClassify || undefined,
      minBet: q.minBet === 'all' ? undefined : q.minBet,
      gameName: q.gameName || undefined,
      pageNo: q.pageNo,
      pageSize: GAME_LIST_PAGE_SIZE,
    },
    signal,
  });
  return { games: v.games, totalPages: v.totalPages };
};

export const useGamePage = (q: ListRequest, enabled: boolean) =>
  useQuery({
    queryKey: gamesKeys.list(q),
    queryFn: ({ signal }) => fetchGamePage(q, signal),
    enabled,
    staleTime: q.kind === 'hot' ? 5 * 60_000 : 0,
  });

/** Every game of one type (the live page lists its tables by live game type). */
export const useAllGames = (gameType: GameCategory, language: string) =>
  useQuery({
    queryKey: gamesKeys.list({ all: gameType, language }),
    queryFn: ({ signal }) => call('getGameList', { query: { ...CLIENT, gameType, pageSize: 100, language }, signal }),
  });

export const useVendorGames = (gameType: GameCategory, vassalage: string, language: string, enabled: boolean) =>
  useQuery({
    queryKey: gamesKeys.list({ vendor: vassalage, gameType, language }),
    queryFn: ({ signal }) =>
      call('getGameList', {
        query: { ...CLIENT, gameType, vassalage, pageSize: 100, language },
        signal,
      }),
    enabled,
  });

/** A vendor's first game in list order: what its sportsbook or cockfight entry opens. */
export const firstVendorGame = async (q: { gameType: GameCategory; vassalage: string; language: string }) => {
  const v = await call('getGameList', {
    query: {
      ...CLIENT,
      gameType: q.gameType,
      vassalage: q.vassalage || undefined,
      pageNo: 1,
      pageSize: 1,
      language: q.language,
    },
  });
  return v.games[0] ?? null;
};

export const useHotGames = (language: string) =>
  useQuery({
    queryKey: gamesKeys.hot({ language }),
    queryFn: ({ signal }) => call('getHotGames', { query: { ...CLIENT, isPlatform: 2, language }, signal }),
    staleTime: 5 * 60_000,
  });

export const useFavouriteIds = (loggedIn: boolean) =>
  useQuery({
    queryKey: gamesKeys.favouriteIds(),
    queryFn: ({ signal }) => call('getFavoriteGames', { signal }),
    enabled: loggedIn,
  });

export type FavouriteKey = { nodeId: string; vendor: string; gameType: GameCategory };
export const addFavourite = (key: FavouriteKey) => call('addFavoriteGame', { body: key });
export const removeFavourite = (key: FavouriteKey) => call('removeFavoriteGame', { body: key });

export const launchGameUrl = async (q: { nodeId: string; trial: boolean; language: string }) => {
  const query = {
    ...CLIENT,
    platform: 'html5-desktop',
    nodeId: q.nodeId,
    accountType: q.trial ? 0 : 1,
    launchMode: 'GLS',
    language: q.language,
  };
  const v = await call('launchGame', { query });
  return v.content.game_url;
};

export const trialLaunchUrl = async (q: { nodeId: string; language: string }) =>
  (
    await call('gameTrialLaunch', {
      query: { nodeId: q.nodeId, platform: 'html5-desktop', language: q.language },
    })
  ).content.game_url;

export const useWinnerBoard = (language: string) =>
  useQuery({
    queryKey: gamesKeys.winners(language),
    queryFn: ({ signal }) =>
      call('getWinnerBoard', {
        query: { gameCategory: 'ALL', language, limitNum: WINNER_BOARD_LIMIT },
        signal,
      }),
    refetchInterval: 60_000,
  });

export type HistoryQuery = {
  startTime: number;
  endTime: number;
  category: GameCategory | '';
  vendor: string;
  page: number;
};

export const useBetHistory = (q: HistoryQuery) =>
  useQuery(
    queryOptions({
      queryKey: gamesKeys.history(q),
      queryFn: ({ signal }) =>
        call('getPersonalHistory', {
          query: {
            startTime: q.startTime,
            endTime: q.endTime,
            category: q.category || undefined,
            vendor: q.vendor || undefined,
            page: q.page,
          },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  );
