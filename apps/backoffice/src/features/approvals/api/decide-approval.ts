import { operatorDecideApproval } from '@pagoda/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';

/** Approve or reject a request; every approvals read is refreshed after. */
export const useDecideApproval = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; decision: 'APPROVE' | 'REJECT'; remark: string }) =>
      apiCall(operatorDecideApproval, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: ['approvals'] }),
  });
};
