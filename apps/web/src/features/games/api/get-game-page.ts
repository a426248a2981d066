import type { GameCategory, GameClassify } from '@pagoda/contracts';
import { GAME_LIST_PAGE_SIZE } from '@pagoda/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { gamesKeys } from '../../../lib/query-keys';
import { CLIENT } from './client-fields';

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

/** One page of the game list page's current list; hot is one page without paging. */
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

export const gamePageQueryOptions = (q: ListRequest, enabled: boolean) =>
  queryOptions({
    queryKey: gamesKeys.list(q),
    queryFn: ({ signal }) => fetchGamePage(q, signal),
    enabled,
    staleTime: q.kind === 'hot' ? 5 * 60_000 : 0,
  });

export const useGamePage = (q: ListRequest, enabled: boolean) => useQuery(gamePageQueryOptions(q, enabled));
