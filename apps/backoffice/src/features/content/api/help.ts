import {
  operatorContentCreateHelp,
  operatorContentDeleteHelp,
  operatorContentHelpTree,
  operatorContentReorderHelp,
  operatorContentUpdateHelp,
  type OperationBody,
} from '@pagoda/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, callQuery } from '../../../lib/api';
import { CONTENT_KEY } from './content-keys';

export type HelpBody = OperationBody<typeof operatorContentCreateHelp>;

export const helpTreeQuery = () => callQuery(CONTENT_KEY, operatorContentHelpTree);
export const useHelpTree = () => useQuery(helpTreeQuery());

const useHelpMutation = <I, O>(fn: (input: I) => Promise<O>) => {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: CONTENT_KEY }) });
};

export const useSaveHelp = () =>
  useHelpMutation((input: { id: number | null; body: HelpBody }) =>
    input.id === null
      ? apiCall(operatorContentCreateHelp, { body: input.body })
      : apiCall(operatorContentUpdateHelp, { body: { ...input.body, id: input.id } }),
  );

export const useReorderHelp = () =>
  useHelpMutation((body: { parentId: number | null; ids: number[] }) => apiCall(operatorContentReorderHelp, { body }));

export const useDeleteHelp = () =>
  useHelpMutation((id: number) => apiCall(operatorContentDeleteHelp, { body: { id } }));
