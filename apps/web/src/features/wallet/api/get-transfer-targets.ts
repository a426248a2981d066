import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { walletKeys } from '../../../lib/query-keys';

export const fetchTransferTargets = (signal?: AbortSignal) => call('getTransferTargets', { signal });

export const transferTargetsQueryOptions = () =>
  queryOptions({
    queryKey: walletKeys.transferTargets(),
    queryFn: ({ signal }) => fetchTransferTargets(signal),
    staleTime: 60_000,
  });

/** The upline (and whether the brand allows paying it) and, for agents, the direct downlines. */
export const useTransferTargets = () => useQuery(transferTargetsQueryOptions());
