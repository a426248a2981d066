import type { OperationBody, requestAgentContractChange as Op } from '@pagoda/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { agentKeys } from '../../../lib/query-keys';

export const requestAgentContractChangeRequest = (body: OperationBody<typeof Op>) =>
  call('requestAgentContractChange', { body });

/** Asks the other side of an active contract for its termination (or new terms). */
export const useRequestAgentContractChange = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestAgentContractChangeRequest,
    onSuccess: () => client.invalidateQueries({ queryKey: agentKeys.all }),
  });
};
