import type { getAgentIncome as Op, OperationQuery, OperationValue } from '@pagoda/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { agentKeys } from '../../../lib/query-keys';

export type GetAgentIncomeQuery = NonNullable<OperationQuery<typeof Op>>;
export type GetAgentIncomeValue = OperationValue<typeof Op>;

export const fetchAgentIncome = (q: GetAgentIncomeQuery, signal?: AbortSignal) =>
  call('getAgentIncome', { query: q, signal });

export const agentIncomeQueryOptions = (q: GetAgentIncomeQuery) =>
  queryOptions({
    queryKey: agentKeys.income(q),
    queryFn: ({ signal }) => fetchAgentIncome(q, signal),
    placeholderData: keepPreviousData,
  });

/** My income (agentRevenueReport): contract money received and paid out per day. */
export const useAgentIncome = (q: GetAgentIncomeQuery) => useQuery(agentIncomeQueryOptions(q));
