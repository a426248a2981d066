import type { StatusValue } from '@pagoda/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { systemKeys } from '../../../lib/query-keys';

export const fetchStatus = (signal?: AbortSignal): Promise<StatusValue> =>
  call('getStatus', { query: { url: window.location.host }, signal });

export const statusQueryOptions = () =>
  queryOptions({
    queryKey: systemKeys.status(),
    queryFn: ({ signal }) => fetchStatus(signal),
    staleTime: 30_000,
    // The status is fetched again whenever the tab becomes visible.
    refetchOnWindowFocus: 'always',
  });

export const useStatus = () => useQuery(statusQueryOptions());
