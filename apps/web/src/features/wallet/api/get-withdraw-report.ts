import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { walletKeys } from '../../../lib/query-keys';

export type WithdrawReportQuery = { page: number };

export const fetchWithdrawReport = (q: WithdrawReportQuery, signal?: AbortSignal) =>
  call('getWithdrawReport', { query: q, signal });

export const withdrawReportQueryOptions = (q: WithdrawReportQuery) =>
  queryOptions({
    queryKey: walletKeys.withdrawReport(q),
    queryFn: ({ signal }) => fetchWithdrawReport(q, signal),
    placeholderData: keepPreviousData,
  });

export const useWithdrawReport = (q: WithdrawReportQuery) => useQuery(withdrawReportQueryOptions(q));
