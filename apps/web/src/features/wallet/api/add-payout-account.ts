import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Body, call } from '../../../lib/api-client';
import { walletKeys } from '../../../lib/query-keys';

export const addPayoutAccountRequest = (body: Body<'addPayoutAccount'>) => call('addPayoutAccount', { body });

export const useAddPayoutAccount = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: addPayoutAccountRequest,
    onSettled: () => qc.invalidateQueries({ queryKey: walletKeys.withdrawSettings() }),
  });
};
