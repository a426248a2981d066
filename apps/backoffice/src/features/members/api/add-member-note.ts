import { operatorAddMemberNote } from '@pagoda/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';

export const useAddMemberNote = (memberId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => apiCall(operatorAddMemberNote, { body: { memberId, body } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['members', memberId] }),
  });
};
