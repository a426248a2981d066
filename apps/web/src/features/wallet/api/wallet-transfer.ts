import { API } from '@pagoda/contracts/api-routes';
import type { walletTransfer as Op } from '@pagoda/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { walletKeys } from './wallet-keys';

export type WalletTransferBody = {
  fromAccountTypeId: number;
  toAccountTypeId: number;
  amount: string;
  requestId: string;
};

export const walletTransferRequest = (body: WalletTransferBody) => call<typeof Op>(API.walletTransfer, { body });

/** Main wallet ↔ game wallet; every wallet figure is refetched afterwards, success or not. */
export const useWalletTransfer = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: walletTransferRequest,
    onSettled: () => qc.invalidateQueries({ queryKey: walletKeys.all }),
  });
};
