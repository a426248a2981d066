import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { promotionKeys } from '../../../lib/query-keys';

export const fetchPromotionCount = (signal?: AbortSignal) => call('getPromotionCount', { signal });

export const promotionCountQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: promotionKeys.count(token),
    queryFn: ({ signal }) => fetchPromotionCount(signal),
    enabled: token !== null,
    staleTime: 60_000,
  });

/** The top bar's count of promotions the member can act on now. */
export const usePromotionCount = (token: string | null) => useQuery(promotionCountQueryOptions(token));
