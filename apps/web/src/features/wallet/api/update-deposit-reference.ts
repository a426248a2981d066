import { API } from '@pagoda/contracts/api-routes';
import type { updateDepositReference as Op } from '@pagoda/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export type UpdateDepositReferenceBody = { orderNo: string; reference: string; receiptIds: string[] };

/** Manual channels: the transfer reference and receipts; the order then waits for review. */
export const updateDepositReferenceRequest = (body: UpdateDepositReferenceBody) =>
  call<typeof Op>(API.updateDepositReference, { body });

export const useUpdateDepositReference = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateDepositReferenceRequest,
    onSettled: () => qc.invalidateQueries({ queryKey: ['wallet', 'deposit-report'] }),
  });
};
