import { type ChannelEdit, operatorUpdateChannel } from '@pagoda/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { MONEY_KEYS } from './keys';

export const updateChannel = (body: ChannelEdit) => apiCall(operatorUpdateChannel, { body });

/** Submits a channel change; it waits for a second operator, so the list only changes once approved. */
export const useUpdateChannel = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateChannel,
    onSettled: () => client.invalidateQueries({ queryKey: MONEY_KEYS.channels }),
  });
};
