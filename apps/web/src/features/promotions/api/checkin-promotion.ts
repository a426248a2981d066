import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { promotionKeys } from '../../../lib/query-keys';

export const checkinPromotionRequest = (body: { id: number }) => call('checkinPromotion', { body });

/** After the call every promotion view refreshes (statuses and the top bar's count move together). */
export const useCheckinPromotion = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: checkinPromotionRequest,
    onSettled: () => qc.invalidateQueries({ queryKey: promotionKeys.all }),
  });
};
