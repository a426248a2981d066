import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { gamesKeys } from '../../../lib/query-keys';
import { CLIENT } from './client-fields';

export const fetchHotGames = (language: string, signal?: AbortSignal) =>
  call('getHotGames', { query: { ...CLIENT, isPlatform: 2, language }, signal });

export const hotGamesQueryOptions = (language: string) =>
  queryOptions({
    queryKey: gamesKeys.hot({ language }),
    queryFn: ({ signal }) => fetchHotGames(language, signal),
    staleTime: 5 * 60_000,
  });

export const useHotGames = (language: string) => useQuery(hotGamesQueryOptions(language));
