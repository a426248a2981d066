import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Body, call } from '../../../lib/api-client';
import { walletKeys } from '../../../lib/query-keys';

/** Manual channels: the transfer reference and receipts; the order then waits for review. */
export const updateDepositReferenceRequest = (body: Body<'updateDepositReference'>) =>
  call('updateDepositReference', { body });

export const useUpdateDepositReference = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateDepositReferenceRequest,
    onSettled: () => qc.invalidateQueries({ queryKey: walletKeys.depositReports() }),
  });
};
