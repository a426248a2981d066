import type { GameCategory } from '@pagoda/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { gamesKeys } from '../../../lib/query-keys';
import { CLIENT } from './client-fields';

/** The games of one vendor (its vassalage) within a type, for the vendor's pop-up. */
export const fetchVendorGames = (gameType: GameCategory, vassalage: string, language: string, signal?: AbortSignal) =>
  call('getGameList', { query: { ...CLIENT, gameType, vassalage, pageSize: 100, language }, signal });

export const vendorGamesQueryOptions = (
  gameType: GameCategory,
  vassalage: string,
  language: string,
  enabled: boolean,
) =>
  queryOptions({
    queryKey: gamesKeys.list({ vendor: vassalage, gameType, language }),
    queryFn: ({ signal }) => fetchVendorGames(gameType, vassalage, language, signal),
    enabled,
  });

export const useVendorGames = (gameType: GameCategory, vassalage: string, language: string, enabled: boolean) =>
  useQuery(vendorGamesQueryOptions(gameType, vassalage, language, enabled));
