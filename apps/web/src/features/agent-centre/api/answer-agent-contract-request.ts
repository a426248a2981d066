import type { answerAgentContractRequest as Op, OperationBody } from '@pagoda/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { agentKeys } from '../../../lib/query-keys';

export const answerAgentContractRequestRequest = (body: OperationBody<typeof Op>) =>
  call('answerAgentContractRequest', { body });

/** Accepts or rejects the other side's request, or withdraws one's own. */
export const useAnswerAgentContractRequest = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: answerAgentContractRequestRequest,
    onSuccess: () => client.invalidateQueries({ queryKey: agentKeys.all }),
  });
};
