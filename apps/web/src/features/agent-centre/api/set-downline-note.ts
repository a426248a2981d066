import type { OperationBody, setDownlineNote as Op } from '@pagoda/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { agentKeys } from '../../../lib/query-keys';

export const setDownlineNoteRequest = (body: OperationBody<typeof Op>) => call('setDownlineNote', { body });

/** Saves the agent's note on a team member; the team list refreshes. */
export const useSetDownlineNote = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setDownlineNoteRequest,
    onSuccess: () => client.invalidateQueries({ queryKey: agentKeys.all }),
  });
};
