import type { getTeamTransactions as Op, OperationQuery, OperationValue } from '@pagoda/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { agentKeys } from '../../../lib/query-keys';

export type GetTeamTransactionsQuery = NonNullable<OperationQuery<typeof Op>>;
export type GetTeamTransactionsValue = OperationValue<typeof Op>;

export const fetchGetTeamTransactions = (q: GetTeamTransactionsQuery, signal?: AbortSignal) =>
  call('getTeamTransactions', { query: q, signal });

export const getTeamTransactionsQueryOptions = (q: GetTeamTransactionsQuery) =>
  queryOptions({
    queryKey: agentKeys.transactions(q),
    queryFn: ({ signal }) => fetchGetTeamTransactions(q, signal),
    placeholderData: keepPreviousData,
  });

/** Transaction details (ODSFE2_getDownlineTransactions): deposits, withdrawals, transfers. */
export const useTeamTransactions = (q: GetTeamTransactionsQuery) => useQuery(getTeamTransactionsQueryOptions(q));
