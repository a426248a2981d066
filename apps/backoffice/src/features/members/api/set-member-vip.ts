import { operatorSetMemberVip } from '@pagoda/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';

export const useSetMemberVip = (memberId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (level: number) => apiCall(operatorSetMemberVip, { body: { memberId, level } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['members'] }),
  });
};
