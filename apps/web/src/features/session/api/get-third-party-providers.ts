import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { sessionKeys } from '../../../lib/query-keys';

/** Third-party (OIDC) login: the buttons to show (docs/api.md). */
export const fetchThirdPartyProviders = (signal?: AbortSignal) => call('getThirdPartyProviders', { signal });

export const thirdPartyProvidersQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: sessionKeys.thirdPartyProviders(),
    queryFn: ({ signal }) => fetchThirdPartyProviders(signal),
    enabled,
    staleTime: 60_000,
  });
