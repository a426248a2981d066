import type { getTeamBets as Op, OperationQuery, OperationValue } from '@pagoda/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { agentKeys } from '../../../lib/query-keys';

export type GetTeamBetsQuery = NonNullable<OperationQuery<typeof Op>>;
export type GetTeamBetsValue = OperationValue<typeof Op>;

export const fetchGetTeamBets = (q: GetTeamBetsQuery, signal?: AbortSignal) =>
  call('getTeamBets', { query: q, signal });

export const getTeamBetsQueryOptions = (q: GetTeamBetsQuery) =>
  queryOptions({
    queryKey: agentKeys.bets(q),
    queryFn: ({ signal }) => fetchGetTeamBets(q, signal),
    placeholderData: keepPreviousData,
  });

/** Team betting (ODSFE2_getTeamBetting): the team's bet rounds. */
export const useTeamBets = (q: GetTeamBetsQuery) => useQuery(getTeamBetsQueryOptions(q));
