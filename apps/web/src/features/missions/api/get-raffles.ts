import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { engageKeys } from '../../../lib/query-keys';

export const fetchRaffles = (signal?: AbortSignal) => call('getRaffles', { query: {}, signal });

export const rafflesQueryOptions = () =>
  queryOptions({
    queryKey: engageKeys.raffles(),
    queryFn: ({ signal }) => fetchRaffles(signal),
    refetchInterval: 30_000,
  });

export const useRaffles = () => useQuery(rafflesQueryOptions());
