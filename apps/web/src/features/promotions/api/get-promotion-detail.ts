import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { promotionKeys } from '../../../lib/query-keys';

export const fetchPromotionDetail = (id: number, signal?: AbortSignal) =>
  call('getPromotionDetail', { query: { id }, signal });

export const promotionDetailQueryOptions = (id: number, language: string, token: string | null) =>
  queryOptions({
    queryKey: promotionKeys.detail(id, language, token),
    queryFn: ({ signal }) => fetchPromotionDetail(id, signal),
    enabled: id > 0,
  });

export const usePromotionDetail = (id: number, language: string, token: string | null) =>
  useQuery(promotionDetailQueryOptions(id, language, token));
