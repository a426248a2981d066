import { API } from '@pagoda/contracts/api-routes';
import type { processC2CTransaction as Op } from '@pagoda/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { walletKeys } from './wallet-keys';

export type ConfirmPaymentBody = {
  payDetailId: string;
  /** A received, N not received (proof images), P partly received (receivedAmount). */
  isMoneyReceived: 'A' | 'N' | 'P';
  proofOfNotReceive?: string[];
  receivedAmount?: string;
  remark?: string;
};

export const processC2CTransactionRequest = (body: ConfirmPaymentBody) =>
  call<typeof Op>(API.processC2CTransaction, { body });

export const useProcessC2CTransaction = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: processC2CTransactionRequest,
    onSettled: () => qc.invalidateQueries({ queryKey: walletKeys.all }),
  });
};
