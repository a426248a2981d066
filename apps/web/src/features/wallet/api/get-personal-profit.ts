import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { walletKeys } from '../../../lib/query-keys';

export type PersonalProfitQuery = { startTime: number; endTime: number };

export const fetchPersonalProfit = (q: PersonalProfitQuery, signal?: AbortSignal) =>
  call('getPersonalProfit', { query: q, signal });

export const personalProfitQueryOptions = (q: PersonalProfitQuery) =>
  queryOptions({
    queryKey: walletKeys.personalProfit(q),
    queryFn: ({ signal }) => fetchPersonalProfit(q, signal),
    placeholderData: keepPreviousData,
  });

export const usePersonalProfit = (q: PersonalProfitQuery) => useQuery(personalProfitQueryOptions(q));
