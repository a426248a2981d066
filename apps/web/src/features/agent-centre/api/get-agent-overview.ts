import type { getAgentOverview as Op, OperationQuery, OperationValue } from '@pagoda/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { agentKeys } from '../../../lib/query-keys';

export type GetAgentOverviewQuery = NonNullable<OperationQuery<typeof Op>>;
export type GetAgentOverviewValue = OperationValue<typeof Op>;

export const fetchGetAgentOverview = (q: GetAgentOverviewQuery, signal?: AbortSignal) =>
  call('getAgentOverview', { query: q, signal });

export const getAgentOverviewQueryOptions = (q: GetAgentOverviewQuery) =>
  queryOptions({
    queryKey: agentKeys.overview(q),
    queryFn: ({ signal }) => fetchGetAgentOverview(q, signal),
    placeholderData: keepPreviousData,
  });

/** Agent centre overview (ODSFE2_getAgentTeamOverview): team size, figures and day buckets. */
export const useAgentOverview = (q: GetAgentOverviewQuery) => useQuery(getAgentOverviewQueryOptions(q));
