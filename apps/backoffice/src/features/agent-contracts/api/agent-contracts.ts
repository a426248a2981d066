import {
  type Operation,
  type OperationBody,
  operatorOfferAgentContract,
  operatorReplaySettlementRun,
  operatorRunSettlement,
  operatorSaveContractTemplate,
} from '@pagoda/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';

/** Every query of the area starts with this key: a change refetches the area. */
export const AGENT_CONTRACTS_KEY = ['agent-contracts'] as const;

const useChange = <O extends Operation>(op: O) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: OperationBody<O>) => apiCall(op, { body }),
    onSettled: () => qc.invalidateQueries({ queryKey: AGENT_CONTRACTS_KEY }),
  });
};

export const useRunSettlement = () => useChange(operatorRunSettlement);
export const useReplaySettlementRun = () => useChange(operatorReplaySettlementRun);
export const useSaveContractTemplate = () => useChange(operatorSaveContractTemplate);
export const useOfferAgentContract = () => useChange(operatorOfferAgentContract);
