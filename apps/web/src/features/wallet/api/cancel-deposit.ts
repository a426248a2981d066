import { API } from '@pagoda/contracts/api-routes';
import type { cancelDeposit as Op } from '@pagoda/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const cancelDepositRequest = (orderNo: string) => call<typeof Op>(API.cancelDeposit, { body: { orderNo } });

export const useCancelDeposit = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: cancelDepositRequest,
    onSettled: () => qc.invalidateQueries({ queryKey: ['wallet', 'deposit-report'] }),
  });
};
