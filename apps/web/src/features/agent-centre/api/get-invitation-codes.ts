import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { agentKeys } from '../../../lib/query-keys';

export const fetchInvitationCodes = (signal?: AbortSignal) => call('getInvitationCodes', { signal });

export const invitationCodesQueryOptions = () =>
  queryOptions({ queryKey: agentKeys.codes(), queryFn: ({ signal }) => fetchInvitationCodes(signal) });

/** The agent's invitation codes and the domains a new one can be bound to. */
export const useInvitationCodes = () => useQuery(invitationCodesQueryOptions());
