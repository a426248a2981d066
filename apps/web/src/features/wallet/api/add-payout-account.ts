import { API } from '@pagoda/contracts/api-routes';
import type { addPayoutAccount as Op } from '@pagoda/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { walletKeys } from './wallet-keys';

export type AddPayoutAccountBody = { channelCode: string; accountNo: string; holderName: string };

export const addPayoutAccountRequest = (body: AddPayoutAccountBody) => call<typeof Op>(API.addPayoutAccount, { body });

export const useAddPayoutAccount = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: addPayoutAccountRequest,
    onSettled: () => qc.invalidateQueries({ queryKey: walletKeys.withdrawSettings() }),
  });
};
