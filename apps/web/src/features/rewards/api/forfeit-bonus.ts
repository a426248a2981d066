import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Body, call } from '../../../lib/api-client';
import { rewardKeys, walletKeys } from '../../../lib/query-keys';

export const forfeitBonusRequest = (body: Body<'forfeitBonus'>) => call('forfeitBonus', { body });

/** Gives up an active bonus: its locked amount leaves the wallet. */
export const useForfeitBonus = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: forfeitBonusRequest,
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: rewardKeys.all }),
        qc.invalidateQueries({ queryKey: walletKeys.all }),
      ]),
  });
};
