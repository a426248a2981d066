import {
  operatorContentChannels,
  operatorContentLinks,
  operatorContentSaveChannels,
  operatorContentSaveLinks,
  type OperationBody,
} from '@pagoda/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, callQuery } from '../../../lib/api';
import { CONTENT_KEY } from './content-keys';

export const useLinks = () => useQuery(callQuery(CONTENT_KEY, operatorContentLinks));
export const useChannels = () => useQuery(callQuery(CONTENT_KEY, operatorContentChannels));

export const useSaveLinks = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OperationBody<typeof operatorContentSaveLinks>) => apiCall(operatorContentSaveLinks, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: CONTENT_KEY }),
  });
};

export const useSaveChannels = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OperationBody<typeof operatorContentSaveChannels>) =>
      apiCall(operatorContentSaveChannels, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: CONTENT_KEY }),
  });
};
