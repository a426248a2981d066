import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Body, call } from '../../../lib/api-client';
import { engageKeys, walletKeys } from '../../../lib/query-keys';

export const claimRedEnvelopeRequest = (body: Body<'claimRedEnvelope'>) => call('claimRedEnvelope', { body });

/** The envelope's money is credited at once: the rain and every wallet figure are refetched. */
export const useClaimRedEnvelope = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: claimRedEnvelopeRequest,
    onSettled: async () => {
      await qc.invalidateQueries({ queryKey: engageKeys.rain() });
      await qc.invalidateQueries({ queryKey: walletKeys.all });
    },
  });
};
