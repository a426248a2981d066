import type { GameCategory } from '@pagoda/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { gamesKeys } from '../../../lib/query-keys';
import { CLIENT } from './client-fields';

/** Every game of one type (the live page lists its tables by live game type). */
export const fetchAllGames = (gameType: GameCategory, language: string, signal?: AbortSignal) =>
  call('getGameList', { query: { ...CLIENT, gameType, pageSize: 100, language }, signal });

export const allGamesQueryOptions = (gameType: GameCategory, language: string) =>
  queryOptions({
    queryKey: gamesKeys.list({ all: gameType, language }),
    queryFn: ({ signal }) => fetchAllGames(gameType, language, signal),
  });

export const useAllGames = (gameType: GameCategory, language: string) =>
  useQuery(allGamesQueryOptions(gameType, language));
