import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { promotionKeys } from '../../../lib/query-keys';

export const joinPromotionRequest = (body: { id: number }) => call('joinPromotion', { body });

/** After the call every promotion view refreshes (statuses and the top bar's count move together). */
export const useJoinPromotion = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: joinPromotionRequest,
    onSettled: () => qc.invalidateQueries({ queryKey: promotionKeys.all }),
  });
};
