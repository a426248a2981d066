import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { vipKeys } from '../../../lib/query-keys';

export const fetchVipOverview = (signal?: AbortSignal) => call('getVipOverview', { signal });

export const vipOverviewQueryOptions = (viewer: string | null) =>
  queryOptions({
    queryKey: vipKeys.overview(viewer),
    queryFn: ({ signal }) => fetchVipOverview(signal),
    staleTime: 30_000,
  });

/** The level table, and the member's level and progress when signed in. */
export const useVipOverview = (viewer: string | null) => useQuery(vipOverviewQueryOptions(viewer));
