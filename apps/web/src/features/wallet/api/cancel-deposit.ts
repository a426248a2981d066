import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const cancelDepositRequest = (orderNo: string) => call('cancelDeposit', { body: { orderNo } });

export const useCancelDeposit = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: cancelDepositRequest,
    onSettled: () => qc.invalidateQueries({ queryKey: ['wallet', 'deposit-report'] }),
  });
};
