import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Body, callEncrypted } from '../../../lib/api-client';
import { walletKeys } from '../../../lib/query-keys';

/** (E): the payment password travels encrypted; the amount is held until an operator acts. */
export const withdrawRequest = (body: Body<'withdraw'>) => callEncrypted('withdraw', body);

export const useWithdraw = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: withdrawRequest,
    onSettled: () => qc.invalidateQueries({ queryKey: walletKeys.all }),
  });
};
