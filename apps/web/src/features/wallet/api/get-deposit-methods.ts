import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { walletKeys } from '../../../lib/query-keys';

export const fetchDepositMethods = (signal?: AbortSignal) => call('getDepositMethods', { signal });

export const depositMethodsQueryOptions = () =>
  queryOptions({
    queryKey: walletKeys.depositMethods(),
    queryFn: ({ signal }) => fetchDepositMethods(signal),
    staleTime: 5 * 60_000,
  });

export const useDepositMethods = () => useQuery(depositMethodsQueryOptions());
