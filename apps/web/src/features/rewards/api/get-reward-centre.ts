import type { getRewardCentre as Op, OperationValue } from '@pagoda/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { rewardKeys } from '../../../lib/query-keys';

export type RewardCentre = OperationValue<typeof Op>;
export type RewardCentreQuery = { page: number; size: number };

export const fetchRewardCentre = (q: RewardCentreQuery, signal?: AbortSignal) =>
  call('getRewardCentre', { query: q, signal });

export const rewardCentreQueryOptions = (q: RewardCentreQuery) =>
  queryOptions({
    queryKey: rewardKeys.centre(q),
    queryFn: ({ signal }) => fetchRewardCentre(q, signal),
    placeholderData: keepPreviousData,
  });

/** Claimable items, active bonuses with their wagering, and the history page. */
export const useRewardCentre = (q: RewardCentreQuery) => useQuery(rewardCentreQueryOptions(q));
