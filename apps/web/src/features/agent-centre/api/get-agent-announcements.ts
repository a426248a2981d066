import type { getAgentAnnouncements as Op, OperationQuery, OperationValue } from '@pagoda/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { agentKeys } from '../../../lib/query-keys';

export type GetAgentAnnouncementsQuery = NonNullable<OperationQuery<typeof Op>>;
export type GetAgentAnnouncementsValue = OperationValue<typeof Op>;

export const fetchGetAgentAnnouncements = (q: GetAgentAnnouncementsQuery, signal?: AbortSignal) =>
  call('getAgentAnnouncements', { query: q, signal });

export const getAgentAnnouncementsQueryOptions = (q: GetAgentAnnouncementsQuery) =>
  queryOptions({
    queryKey: agentKeys.announcements(q),
    queryFn: ({ signal }) => fetchGetAgentAnnouncements(q, signal),
    placeholderData: keepPreviousData,
  });

/** Agent centre announcements (MCSFE_getAgentAnnouncements): notices for agents. */
export const useAgentAnnouncements = (q: GetAgentAnnouncementsQuery) => useQuery(getAgentAnnouncementsQueryOptions(q));
