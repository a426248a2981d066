import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Body, call } from '../../../lib/api-client';
import { vipKeys } from '../../../lib/query-keys';

export const setBirthDateRequest = (body: Body<'setBirthDate'>) => call('setBirthDate', { body });

/** Once only: afterwards customer service changes it. */
export const useSetBirthDate = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: setBirthDateRequest,
    onSettled: () => qc.invalidateQueries({ queryKey: vipKeys.all }),
  });
};
