import type { BalanceValue } from '@pagoda/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { walletKeys } from '../../../lib/query-keys';

/** typeId 0 = every wallet (main + game wallets); otherwise that wallet only. */
export const fetchBalance = (typeId: number, signal?: AbortSignal): Promise<BalanceValue> =>
  call('getBalance', { query: { typeId }, signal });

export const balanceQueryOptions = (typeId = 0, enabled = true) =>
  queryOptions({
    queryKey: walletKeys.balance(typeId),
    queryFn: ({ signal }) => fetchBalance(typeId, signal),
    enabled,
    // Money events (WebSocket) and money actions invalidate it; no polling needed.
    staleTime: 60_000,
  });

export const useBalance = (typeId = 0, enabled = true) => useQuery(balanceQueryOptions(typeId, enabled));
