import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Body, call } from '../../../lib/api-client';
import { walletKeys } from '../../../lib/query-keys';

export const processC2CTransactionRequest = (body: Body<'processC2CTransaction'>) =>
  call('processC2CTransaction', { body });

export const useProcessC2CTransaction = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: processC2CTransactionRequest,
    onSettled: () => qc.invalidateQueries({ queryKey: walletKeys.all }),
  });
};
