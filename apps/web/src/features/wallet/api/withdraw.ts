import { API } from '@pagoda/contracts/api-routes';
import type { withdraw as Op } from '@pagoda/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEncrypted } from '../../../lib/api-client';
import { walletKeys } from './wallet-keys';

export type WithdrawBody = { payoutAccountId: number; amount: string; password: string; requestId: string };

/** (E): the payment password travels encrypted; the amount is held until an operator acts. */
export const withdrawRequest = (body: WithdrawBody) => callEncrypted<typeof Op>(API.withdraw, body);

export const useWithdraw = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: withdrawRequest,
    onSettled: () => qc.invalidateQueries({ queryKey: walletKeys.all }),
  });
};
