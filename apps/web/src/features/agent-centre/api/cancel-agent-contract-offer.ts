import type { cancelAgentContractOffer as Op, OperationBody } from '@pagoda/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { agentKeys } from '../../../lib/query-keys';

export const cancelAgentContractOfferRequest = (body: OperationBody<typeof Op>) =>
  call('cancelAgentContractOffer', { body });

/** Withdraws an offer the downline has not answered. */
export const useCancelAgentContractOffer = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelAgentContractOfferRequest,
    onSuccess: () => client.invalidateQueries({ queryKey: agentKeys.all }),
  });
};
