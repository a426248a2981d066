import type { agentDownlineTransfer as Op, OperationBody } from '@pagoda/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEncrypted } from '../../../lib/api-client';
import { agentKeys, walletKeys } from '../../../lib/query-keys';

/** (E): the agent pays a direct downline from team management, with its payment password. */
export const agentDownlineTransferRequest = (body: OperationBody<typeof Op>) =>
  callEncrypted('agentDownlineTransfer', body);

/** A fresh idempotency key for one transfer (kept while the same form is retried). */
export const newRequestId = (): string =>
  Array.from(globalThis.crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('');

export const useAgentDownlineTransfer = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: agentDownlineTransferRequest,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: walletKeys.all });
      await client.invalidateQueries({ queryKey: agentKeys.all });
    },
  });
};
