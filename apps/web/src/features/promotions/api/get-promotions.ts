import type { PromotionType } from '@pagoda/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { promotionKeys } from '../../../lib/query-keys';

export const fetchPromotions = (type: PromotionType | undefined, signal?: AbortSignal) =>
  call('getPromotions', { query: type ? { type } : {}, signal });

export const promotionsQueryOptions = (type: PromotionType | undefined, language: string, token: string | null) =>
  queryOptions({
    queryKey: promotionKeys.list(type ?? 'ALL', language, token),
    queryFn: ({ signal }) => fetchPromotions(type, signal),
  });

export const usePromotions = (type: PromotionType | undefined, language: string, token: string | null) =>
  useQuery(promotionsQueryOptions(type, language, token));
