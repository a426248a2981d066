import type { getWithdrawSettings as Op, OperationValue } from '@pagoda/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { walletKeys } from '../../../lib/query-keys';

export type WithdrawSettings = OperationValue<typeof Op>;

export const fetchWithdrawSettings = (signal?: AbortSignal) => call('getWithdrawSettings', { signal });

export const withdrawSettingsQueryOptions = () =>
  queryOptions({
    queryKey: walletKeys.withdrawSettings(),
    queryFn: ({ signal }) => fetchWithdrawSettings(signal),
  });

/** Limits, count left today, withdrawable balance, payee name and bound payout accounts. */
export const useWithdrawSettings = () => useQuery(withdrawSettingsQueryOptions());
