import { operatorApproveDeposit, operatorRejectDeposit } from '@pagoda/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { MONEY_KEYS } from './keys';

export const approveDeposit = (orderNo: string) => apiCall(operatorApproveDeposit, { body: { orderNo, remark: '' } });
export const rejectDeposit = (orderNo: string, remark: string) =>
  apiCall(operatorRejectDeposit, { body: { orderNo, remark } });

/** Approve or reject a manual deposit; the queue refreshes either way. */
export const useReviewDeposit = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      v: { orderNo: string; decision: 'approve' } | { orderNo: string; decision: 'reject'; remark: string },
    ) => (v.decision === 'approve' ? approveDeposit(v.orderNo) : rejectDeposit(v.orderNo, v.remark)),
    onSettled: () => client.invalidateQueries({ queryKey: MONEY_KEYS.deposits }),
  });
};
