import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { gamesKeys } from '../../../lib/query-keys';

export const fetchFavouriteIds = (signal?: AbortSignal) => call('getFavoriteGames', { signal });

export const favouriteIdsQueryOptions = (loggedIn: boolean) =>
  queryOptions({
    queryKey: gamesKeys.favouriteIds(),
    queryFn: ({ signal }) => fetchFavouriteIds(signal),
    enabled: loggedIn,
  });

export const useFavouriteIds = (loggedIn: boolean) => useQuery(favouriteIdsQueryOptions(loggedIn));
