import type { ContractAnswer, ContractView } from '@pagoda/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { agentKeys } from '../../../lib/query-keys';

export type AnswerContractInput = { contract: ContractView; status: ContractAnswer; confirm: boolean };

/**
 * The holder's answer (accept, reject an offer; give up an active contract) through the spec's call
 * of the contract's kind (§7): each names the contract its own way, as the original portal sends it.
 */
export const answerContractOfferRequest = ({ contract: c, status, confirm }: AnswerContractInput) => {
  const yes = confirm ? ('Y' as const) : ('N' as const);
  switch (c.kind) {
    case 'DIVIDEND':
      return call('processContractDividend', {
        body: {
          productType: c.productType,
          computationPeriod: c.computationPeriod as 'D' | 'W' | 'H' | 'M',
          status,
          confirm: yes,
        },
      });
    case 'DAILY_SALARY':
      return call('processDailySalContract', { body: { id: c.id, status, confirm: yes } });
    case 'HOUR_SALARY':
      return call('processContractHourSalary', {
        body: { contractId: c.id, status, productType: c.productType, confirm: yes },
      });
    case 'REALTIME_SALARY':
      return call('processRealTimeSalaryContract', { body: { contractId: c.id, status, confirm: yes } });
  }
};

/** Answers the member's own offer or contract; the agent centre's lists and menu refresh. */
export const useAnswerContractOffer = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: answerContractOfferRequest,
    onSuccess: () => client.invalidateQueries({ queryKey: agentKeys.all }),
  });
};
