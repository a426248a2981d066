import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { promotionKeys } from '../../../lib/query-keys';

export const applyPromotionRequest = (body: { id: number; note?: string }) => call('applyPromotion', { body });

/** After the call every promotion view refreshes (statuses and the top bar's count move together). */
export const useApplyPromotion = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: applyPromotionRequest,
    onSettled: () => qc.invalidateQueries({ queryKey: promotionKeys.all }),
  });
};
