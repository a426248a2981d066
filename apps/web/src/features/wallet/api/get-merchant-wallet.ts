import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { walletKeys } from '../../../lib/query-keys';

export const fetchMerchantWallet = (signal?: AbortSignal) => call('getMerchantWallet', { signal });

export const merchantWalletQueryOptions = () =>
  queryOptions({
    queryKey: walletKeys.merchantWallet(),
    queryFn: ({ signal }) => fetchMerchantWallet(signal),
    staleTime: 5 * 60_000,
  });

/** isSingle 1: games debit the main wallet and the transfer page is not needed. */
export const useMerchantWallet = () => useQuery(merchantWalletQueryOptions());
