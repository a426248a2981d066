import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Body, call } from '../../../lib/api-client';
import { walletKeys } from '../../../lib/query-keys';

/** A retry with the same requestId returns the same order instead of opening a second one. */
export const createDepositRequest = (body: Body<'createDeposit'>) => call('createDeposit', { body });

export const useCreateDeposit = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createDepositRequest,
    onSettled: () => qc.invalidateQueries({ queryKey: walletKeys.depositReports() }),
  });
};
