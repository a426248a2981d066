import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Body, call } from '../../../lib/api-client';
import { engageKeys, walletKeys } from '../../../lib/query-keys';

export const claimMissionRewardRequest = (body: Body<'claimMissionReward'>) => call('claimMissionReward', { body });

/** The reward is credited at once: missions and every wallet figure are refetched. */
export const useClaimMissionReward = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: claimMissionRewardRequest,
    onSettled: async () => {
      await qc.invalidateQueries({ queryKey: engageKeys.all });
      await qc.invalidateQueries({ queryKey: walletKeys.all });
    },
  });
};
