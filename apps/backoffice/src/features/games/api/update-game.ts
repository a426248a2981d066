import { operatorUpdateGame, type OperationBody } from '@pagoda/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';

/** Edits one game; every games grid refreshes. */
export const useUpdateGame = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OperationBody<typeof operatorUpdateGame>) => apiCall(operatorUpdateGame, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: ['games'] }),
  });
};
