import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { gamesKeys } from '../../../lib/query-keys';

export const fetchGameVendors = (signal?: AbortSignal) => call('getGameVendors', { signal });

export const gameVendorsQueryOptions = () =>
  queryOptions({
    queryKey: gamesKeys.vendors(),
    queryFn: ({ signal }) => fetchGameVendors(signal),
    staleTime: 5 * 60_000,
  });

/** Lanes with at least one vendor; empty categories never reach the navigation. */
export const useVendorLanes = () => {
  const q = useQuery(gameVendorsQueryOptions());
  return (q.data?.data.lanes ?? []).filter((l) => l.cards.length > 0);
};

/** Whether the vendor lanes are still loading (the home page holds its space until they arrive). */
export const useVendorLanesPending = () => useQuery(gameVendorsQueryOptions()).isPending;
