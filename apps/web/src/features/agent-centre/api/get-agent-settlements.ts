import type { getAgentSettlements as Op, OperationQuery, OperationValue } from '@pagoda/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { agentKeys } from '../../../lib/query-keys';

export type GetAgentSettlementsQuery = NonNullable<OperationQuery<typeof Op>>;
export type GetAgentSettlementsValue = OperationValue<typeof Op>;

export const fetchAgentSettlements = (q: GetAgentSettlementsQuery, signal?: AbortSignal) =>
  call('getAgentSettlements', { query: q, signal });

export const agentSettlementsQueryOptions = (q: GetAgentSettlementsQuery) =>
  queryOptions({
    queryKey: agentKeys.settlements(q),
    queryFn: ({ signal }) => fetchAgentSettlements(q, signal),
    placeholderData: keepPreviousData,
  });

/** Settlement statements of a kind: received under contracts held, or paid to the downline. */
export const useAgentSettlements = (q: GetAgentSettlementsQuery) => useQuery(agentSettlementsQueryOptions(q));
