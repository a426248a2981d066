import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { walletKeys } from '../../../lib/query-keys';

export type BonusDetailsQuery = { startTime: number; endTime: number; page: number };

export const fetchBonusDetails = (q: BonusDetailsQuery, signal?: AbortSignal) =>
  call('getBonusDetails', { query: q, signal });

export const bonusDetailsQueryOptions = (q: BonusDetailsQuery) =>
  queryOptions({
    queryKey: walletKeys.bonusDetails(q),
    queryFn: ({ signal }) => fetchBonusDetails(q, signal),
    placeholderData: keepPreviousData,
  });

export const useBonusDetails = (q: BonusDetailsQuery) => useQuery(bonusDetailsQueryOptions(q));
