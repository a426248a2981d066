import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { promotionKeys } from '../../../lib/query-keys';

export const claimPromotionRequest = (body: { id: number }) => call('claimPromotion', { body });

/** After the call every promotion view refreshes (statuses and the top bar's count move together). */
export const useClaimPromotion = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: claimPromotionRequest,
    onSettled: () => qc.invalidateQueries({ queryKey: promotionKeys.all }),
  });
};
