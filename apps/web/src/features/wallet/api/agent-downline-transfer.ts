import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Body, callEncrypted } from '../../../lib/api-client';
import { walletKeys } from '../../../lib/query-keys';

/** (E): agents pay a direct downline with the payment password. */
export const agentDownlineTransferRequest = (body: Body<'agentDownlineTransfer'>) =>
  callEncrypted('agentDownlineTransfer', body);

export const useAgentDownlineTransfer = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: agentDownlineTransferRequest,
    onSettled: () => qc.invalidateQueries({ queryKey: walletKeys.all }),
  });
};
