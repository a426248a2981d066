import type { getTeamProfitLoss as Op, OperationQuery, OperationValue } from '@pagoda/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { agentKeys } from '../../../lib/query-keys';

export type GetTeamProfitLossQuery = NonNullable<OperationQuery<typeof Op>>;
export type GetTeamProfitLossValue = OperationValue<typeof Op>;

export const fetchGetTeamProfitLoss = (q: GetTeamProfitLossQuery, signal?: AbortSignal) =>
  call('getTeamProfitLoss', { query: q, signal });

export const getTeamProfitLossQueryOptions = (q: GetTeamProfitLossQuery) =>
  queryOptions({
    queryKey: agentKeys.pnl(q),
    queryFn: ({ signal }) => fetchGetTeamProfitLoss(q, signal),
    placeholderData: keepPreviousData,
  });

/** User profit and loss (ODSFE2_getAgentTeamPnl): per member or per level. */
export const useTeamProfitLoss = (q: GetTeamProfitLossQuery) => useQuery(getTeamProfitLossQueryOptions(q));
