import {
  operatorApproveWithdrawal,
  operatorPayWithdrawal,
  operatorRejectWithdrawal,
  operatorResolveWithdrawal,
} from '@pagoda/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { MONEY_KEYS } from './keys';

export type WithdrawalAction =
  | { action: 'approve'; orderNo: string }
  | { action: 'pay'; orderNo: string }
  | { action: 'reject'; orderNo: string; remark: string }
  | { action: 'resolve'; orderNo: string; remark: string; refund?: string };

export const approveWithdrawal = (orderNo: string) =>
  apiCall(operatorApproveWithdrawal, { body: { orderNo, remark: '' } });
/** Under maker-checker: EXECUTED below the threshold, else PENDING for a second operator. */
export const payWithdrawal = (orderNo: string) => apiCall(operatorPayWithdrawal, { body: { orderNo, remark: '' } });
export const rejectWithdrawal = (orderNo: string, remark: string) =>
  apiCall(operatorRejectWithdrawal, { body: { orderNo, remark } });
export const resolveWithdrawal = (orderNo: string, remark: string, refund?: string) =>
  apiCall(operatorResolveWithdrawal, { body: { orderNo, remark, ...(refund !== undefined ? { refund } : {}) } });

const run = (a: WithdrawalAction) => {
  switch (a.action) {
    case 'approve':
      return approveWithdrawal(a.orderNo).then(() => ({ pending: false }));
    case 'pay':
      return payWithdrawal(a.orderNo).then((o) => ({ pending: o.status === 'PENDING' }));
    case 'reject':
      return rejectWithdrawal(a.orderNo, a.remark).then(() => ({ pending: false }));
    case 'resolve':
      return resolveWithdrawal(a.orderNo, a.remark, a.refund).then(() => ({ pending: false }));
  }
};

/** One of a withdrawal's actions; `pending` says a payout waits for a second operator. */
export const useWithdrawalAction = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => client.invalidateQueries({ queryKey: MONEY_KEYS.withdrawals }),
  });
};
