import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Body, call } from '../../../lib/api-client';
import { walletKeys } from '../../../lib/query-keys';

export const walletTransferRequest = (body: Body<'walletTransfer'>) => call('walletTransfer', { body });

/** Main wallet ↔ game wallet; every wallet figure is refetched afterwards, success or not. */
export const useWalletTransfer = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: walletTransferRequest,
    onSettled: () => qc.invalidateQueries({ queryKey: walletKeys.all }),
  });
};
