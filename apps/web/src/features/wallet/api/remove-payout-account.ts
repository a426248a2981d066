import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { walletKeys } from '../../../lib/query-keys';

export const removePayoutAccountRequest = (id: number) => call('removePayoutAccount', { body: { id } });

export const useRemovePayoutAccount = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: removePayoutAccountRequest,
    onSettled: () => qc.invalidateQueries({ queryKey: walletKeys.withdrawSettings() }),
  });
};
