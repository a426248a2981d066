import type { createInvitationCode as Op, OperationBody } from '@pagoda/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { agentKeys } from '../../../lib/query-keys';

export const createInvitationCodeRequest = (body: OperationBody<typeof Op>) => call('createInvitationCode', { body });

/** A new invitation code; the code list refreshes. */
export const useCreateInvitationCode = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createInvitationCodeRequest,
    onSuccess: () => client.invalidateQueries({ queryKey: agentKeys.codes() }),
  });
};
