import type { getPaymentConfirmationList as Op, OperationValue } from '@pagoda/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { walletKeys } from '../../../lib/query-keys';

export type PaymentConfirmation = OperationValue<typeof Op>[number];

export const fetchPaymentConfirmationList = (signal?: AbortSignal) => call('getPaymentConfirmationList', { signal });

export const paymentConfirmationListQueryOptions = () =>
  queryOptions({
    queryKey: walletKeys.confirmations(),
    queryFn: ({ signal }) => fetchPaymentConfirmationList(signal),
  });

/** Paid withdrawals waiting for the member to say whether the money arrived. */
export const usePaymentConfirmationList = () => useQuery(paymentConfirmationListQueryOptions());
