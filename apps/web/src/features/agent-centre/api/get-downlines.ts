import type { getDownlines as Op, OperationQuery, OperationValue } from '@pagoda/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { agentKeys } from '../../../lib/query-keys';

export type GetDownlinesQuery = NonNullable<OperationQuery<typeof Op>>;
export type GetDownlinesValue = OperationValue<typeof Op>;

export const fetchGetDownlines = (q: GetDownlinesQuery, signal?: AbortSignal) =>
  call('getDownlines', { query: q, signal });

export const getDownlinesQueryOptions = (q: GetDownlinesQuery) =>
  queryOptions({
    queryKey: agentKeys.downlines(q),
    queryFn: ({ signal }) => fetchGetDownlines(q, signal),
    placeholderData: keepPreviousData,
  });

/** Team management (MCSFE_getDownlineManagement): the agent's subtree with notes. */
export const useDownlines = (q: GetDownlinesQuery) => useQuery(getDownlinesQueryOptions(q));
