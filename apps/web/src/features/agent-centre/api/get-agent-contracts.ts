import type { getAgentContracts as Op, OperationQuery, OperationValue } from '@pagoda/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { agentKeys } from '../../../lib/query-keys';

export type GetAgentContractsQuery = NonNullable<OperationQuery<typeof Op>>;
export type GetAgentContractsValue = OperationValue<typeof Op>;

export const fetchAgentContracts = (q: GetAgentContractsQuery, signal?: AbortSignal) =>
  call('getAgentContracts', { query: q, signal });

export const agentContractsQueryOptions = (q: GetAgentContractsQuery) =>
  queryOptions({
    queryKey: agentKeys.contracts(q),
    queryFn: ({ signal }) => fetchAgentContracts(q, signal),
    placeholderData: keepPreviousData,
  });

/** Contracts of a kind the agent holds, or offered to its direct downline. */
export const useAgentContracts = (q: GetAgentContractsQuery) => useQuery(agentContractsQueryOptions(q));
