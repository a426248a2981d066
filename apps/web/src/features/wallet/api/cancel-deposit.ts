import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { walletKeys } from '../../../lib/query-keys';

export const cancelDepositRequest = (orderNo: string) => call('cancelDeposit', { body: { orderNo } });

export const useCancelDeposit = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: cancelDepositRequest,
    onSettled: () => qc.invalidateQueries({ queryKey: walletKeys.depositReports() }),
  });
};
