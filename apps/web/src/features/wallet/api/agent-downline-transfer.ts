import { API } from '@pagoda/contracts/api-routes';
import type { agentDownlineTransfer as Op } from '@pagoda/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEncrypted } from '../../../lib/api-client';
import { walletKeys } from './wallet-keys';

export type AgentDownlineTransferBody = {
  downline: string;
  transferAmount: string;
  password: string;
  remark: string;
  requestId: string;
};

/** (E): agents pay a direct downline with the payment password. */
export const agentDownlineTransferRequest = (body: AgentDownlineTransferBody) =>
  callEncrypted<typeof Op>(API.agentDownlineTransfer, body);

export const useAgentDownlineTransfer = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: agentDownlineTransferRequest,
    onSettled: () => qc.invalidateQueries({ queryKey: walletKeys.all }),
  });
};
