import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { engageKeys } from '../../../lib/query-keys';

export const fetchRaffleVerification = (raffleId: number, signal?: AbortSignal) =>
  call('verifyRaffle', { query: { raffleId }, signal });

export const raffleVerificationQueryOptions = (raffleId: number) =>
  queryOptions({
    queryKey: engageKeys.verify(raffleId),
    queryFn: ({ signal }) => fetchRaffleVerification(raffleId, signal),
  });

export const useRaffleVerification = (raffleId: number) => useQuery(raffleVerificationQueryOptions(raffleId));
