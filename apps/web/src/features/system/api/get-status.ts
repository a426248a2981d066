import type { StatusValue } from '@pagoda/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { chooseImageCdn } from '../../../lib/image-cdn';
import { systemKeys } from '../../../lib/query-keys';

export const fetchStatus = async (signal?: AbortSignal): Promise<StatusValue> => {
  const status = await call('getStatus', { query: { url: window.location.host }, signal });
  // Every picture of the session comes from one of the brand's image hosts (spec §7).
  chooseImageCdn(status.info.imageCDNs);
  return status;
};

export const statusQueryOptions = () =>
  queryOptions({
    queryKey: systemKeys.status(),
    queryFn: ({ signal }) => fetchStatus(signal),
    staleTime: 30_000,
    // The status is fetched again whenever the tab becomes visible.
    refetchOnWindowFocus: 'always',
  });

export const useStatus = () => useQuery(statusQueryOptions());
