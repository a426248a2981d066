import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Body, callEncrypted } from '../../../lib/api-client';
import { walletKeys } from '../../../lib/query-keys';

/** (E): the payment password travels encrypted. */
export const transferToUplineRequest = (body: Body<'transferToUpline'>) => callEncrypted('transferToUpline', body);

export const useTransferToUpline = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: transferToUplineRequest,
    onSettled: () => qc.invalidateQueries({ queryKey: walletKeys.all }),
  });
};
