import { operatorGetThresholds, operatorSetThreshold } from '@pagoda/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, callQuery } from '../../../lib/api';

export const useThresholds = () => useQuery(callQuery(['approvals', 'thresholds'], operatorGetThresholds));

export const useSetThreshold = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { kind: 'money.adjust' | 'bonus.grant' | 'withdrawal.pay'; amount: string | null }) =>
      apiCall(operatorSetThreshold, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: ['approvals', 'thresholds'] }),
  });
};
