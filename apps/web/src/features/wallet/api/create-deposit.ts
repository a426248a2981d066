import { API } from '@pagoda/contracts/api-routes';
import type { createDeposit as Op } from '@pagoda/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export type CreateDepositBody = { channelCode: string; amount: string; requestId: string };

/** A retry with the same requestId returns the same order instead of opening a second one. */
export const createDepositRequest = (body: CreateDepositBody) => call<typeof Op>(API.createDeposit, { body });

export const useCreateDeposit = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createDepositRequest,
    onSettled: () => qc.invalidateQueries({ queryKey: ['wallet', 'deposit-report'] }),
  });
};
