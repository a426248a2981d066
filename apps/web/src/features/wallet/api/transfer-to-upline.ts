import { API } from '@pagoda/contracts/api-routes';
import type { transferToUpline as Op } from '@pagoda/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEncrypted } from '../../../lib/api-client';
import { walletKeys } from './wallet-keys';

export type TransferToUplineBody = { amount: string; password: string; remark: string; requestId: string };

/** (E): the payment password travels encrypted. */
export const transferToUplineRequest = (body: TransferToUplineBody) =>
  callEncrypted<typeof Op>(API.transferToUpline, body);

export const useTransferToUpline = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: transferToUplineRequest,
    onSettled: () => qc.invalidateQueries({ queryKey: walletKeys.all }),
  });
};
