import type { createDownline as Op, OperationBody } from '@pagoda/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEncrypted } from '../../../lib/api-client';
import { agentKeys } from '../../../lib/query-keys';

/** PUT /wps/agent/downline (encrypted: it carries the new account's password). */
export const createDownlineRequest = (body: OperationBody<typeof Op>) => callEncrypted('createDownline', body);

/** Creates a direct downline; the team pages refresh. */
export const useCreateDownline = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createDownlineRequest,
    onSuccess: () => client.invalidateQueries({ queryKey: agentKeys.all }),
  });
};
