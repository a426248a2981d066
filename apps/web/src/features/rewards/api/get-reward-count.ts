import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { rewardKeys } from '../../../lib/query-keys';

export const fetchRewardCount = (signal?: AbortSignal) => call('getRewardCount', { signal });

export const rewardCountQueryOptions = () =>
  queryOptions({
    queryKey: rewardKeys.count(),
    queryFn: ({ signal }) => fetchRewardCount(signal),
    select: (v) => v.count,
  });

/** The top bar's unclaimed-items count; the member socket refreshes it (no polling). */
export const useRewardCount = (enabled = true) => useQuery({ ...rewardCountQueryOptions(), enabled });
