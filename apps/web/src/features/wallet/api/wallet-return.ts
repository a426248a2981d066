import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { walletKeys } from '../../../lib/query-keys';

export const walletReturnRequest = (requestId: string) => call('walletReturn', { body: { requestId } });

/** All out: every game wallet back to the main wallet. */
export const useWalletReturn = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: walletReturnRequest,
    onSettled: () => qc.invalidateQueries({ queryKey: walletKeys.all }),
  });
};
