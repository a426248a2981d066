import type { OperationBody, offerAgentContract as Op } from '@pagoda/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { agentKeys } from '../../../lib/query-keys';

export const offerAgentContractRequest = (body: OperationBody<typeof Op>) => call('offerAgentContract', { body });

/** Offers a contract to a direct downline; the contract lists refresh. */
export const useOfferAgentContract = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: offerAgentContractRequest,
    onSuccess: () => client.invalidateQueries({ queryKey: agentKeys.all }),
  });
};
