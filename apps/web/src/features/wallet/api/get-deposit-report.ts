import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { walletKeys } from '../../../lib/query-keys';

export type DepositReportQuery = { page: number };

export const fetchDepositReport = (q: DepositReportQuery, signal?: AbortSignal) =>
  call('getDepositReport', { query: q, signal });

/** pollMs: while an order waits for its payment the list is read again (the push also refreshes it). */
export const depositReportQueryOptions = (q: DepositReportQuery, pollMs: number | false = false) =>
  queryOptions({
    queryKey: walletKeys.depositReport(q),
    queryFn: ({ signal }) => fetchDepositReport(q, signal),
    placeholderData: keepPreviousData,
    refetchInterval: pollMs,
  });

export const useDepositReport = (q: DepositReportQuery, pollMs: number | false = false) =>
  useQuery(depositReportQueryOptions(q, pollMs));
