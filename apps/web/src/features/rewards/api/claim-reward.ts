import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Body, call } from '../../../lib/api-client';
import { rewardKeys, walletKeys } from '../../../lib/query-keys';

export const claimRewardRequest = (body: Body<'claimReward'>) => call('claimReward', { body });

/** Claims an item: the bonus is credited, so the balance and the reward centre are read again. */
export const useClaimReward = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: claimRewardRequest,
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: rewardKeys.all }),
        qc.invalidateQueries({ queryKey: walletKeys.all }),
      ]),
  });
};
