import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { memberKeys } from '../../../lib/query-keys';

export const fetchRecentLogins = (signal?: AbortSignal) => call('getRecentLogins', { signal });

export const recentLoginsQueryOptions = () =>
  queryOptions({
    queryKey: memberKeys.recentLogins(),
    queryFn: ({ signal }) => fetchRecentLogins(signal),
    staleTime: 30_000,
  });

export const useRecentLogins = () => useQuery(recentLoginsQueryOptions());
