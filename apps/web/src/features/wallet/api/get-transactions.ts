import type { getTransactions as Op, OperationValue } from '@pagoda/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { walletKeys } from '../../../lib/query-keys';

export type TransactionsQuery = { startTime: number; endTime: number; codeTypes?: string; page: number };
export type TransactionsValue = OperationValue<typeof Op>;

export const fetchTransactions = (q: TransactionsQuery, signal?: AbortSignal) =>
  call('getTransactions', { query: q, signal });

export const transactionsQueryOptions = (q: TransactionsQuery) =>
  queryOptions({
    queryKey: walletKeys.transactions(q),
    queryFn: ({ signal }) => fetchTransactions(q, signal),
    placeholderData: keepPreviousData,
  });

/** Account record (ODSFE2_MemTransDet): movements of the main wallet. */
export const useTransactions = (q: TransactionsQuery) => useQuery(transactionsQueryOptions(q));
