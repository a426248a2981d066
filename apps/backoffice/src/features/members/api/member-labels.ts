import { operatorAddMemberLabelOption, operatorMemberLabelOptions, operatorSetMemberLabels } from '@pagoda/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, callQuery } from '../../../lib/api';

/** The brand's list of labels (with how many members carry each). */
export const useLabelOptions = () => useQuery(callQuery(['members', 'labels'], operatorMemberLabelOptions));

export const useAddLabelOption = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiCall(operatorAddMemberLabelOption, { body: { name } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['members', 'labels'] }),
  });
};

export const useSetMemberLabels = (memberId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (labels: string[]) => apiCall(operatorSetMemberLabels, { body: { memberId, labels } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['members'] }),
  });
};
