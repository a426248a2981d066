import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Body, call } from '../../../lib/api-client';
import { engageKeys } from '../../../lib/query-keys';

/** MCS2_claimRafflePromotion: the turnover tickets the member earned enter the draw. */
export const claimRafflePromotionRequest = (body: Body<'claimRafflePromotion'>) =>
  call('claimRafflePromotion', { body });

export const useClaimRafflePromotion = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: claimRafflePromotionRequest,
    onSettled: () => qc.invalidateQueries({ queryKey: engageKeys.raffles() }),
  });
};
