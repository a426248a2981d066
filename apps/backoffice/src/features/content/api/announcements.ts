import {
  operatorContentCreateAnnouncement,
  operatorContentDeleteAnnouncement,
  operatorContentListAnnouncements,
  operatorContentReorderAnnouncements,
  operatorContentSetAnnouncementEnabled,
  operatorContentUpdateAnnouncement,
  type OperationBody,
} from '@pagoda/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { CONTENT_KEY } from './content-keys';

export type AnnouncementBody = OperationBody<typeof operatorContentCreateAnnouncement>;

/** Every announcement of one type (and banner group) in display order: what a reorder must send. */
export const fetchAnnouncementOrder = async (type: AnnouncementBody['type'], groupName: string) =>
  (
    await apiCall(operatorContentListAnnouncements, {
      query: {
        type,
        ...(groupName ? { groupName: groupName as never } : {}),
        pageSize: 500,
        sort: 'sort',
        order: 'asc',
      },
    })
  ).list.map((a) => a.id);

const useContentMutation = <I, O>(fn: (input: I) => Promise<O>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: CONTENT_KEY }),
  });
};

export const useSaveAnnouncement = () =>
  useContentMutation((input: { id: number | null; body: AnnouncementBody }) =>
    input.id === null
      ? apiCall(operatorContentCreateAnnouncement, { body: input.body })
      : apiCall(operatorContentUpdateAnnouncement, { body: { ...input.body, id: input.id } }),
  );

export const useSetAnnouncementEnabled = () =>
  useContentMutation((body: { id: number; enabled: boolean }) =>
    apiCall(operatorContentSetAnnouncementEnabled, { body }),
  );

export const useDeleteAnnouncement = () =>
  useContentMutation((id: number) => apiCall(operatorContentDeleteAnnouncement, { body: { id } }));

/** Moves one announcement up or down among its group's, sending the whole order. */
export const useMoveAnnouncement = () =>
  useContentMutation(async (input: { id: number; type: AnnouncementBody['type']; groupName: string; by: -1 | 1 }) => {
    const ids = await fetchAnnouncementOrder(input.type, input.groupName);
    const at = ids.indexOf(input.id);
    const to = at + input.by;
    if (at < 0 || to < 0 || to >= ids.length) return { ids };
    [ids[at], ids[to]] = [ids[to]!, ids[at]!];
    return apiCall(operatorContentReorderAnnouncements, {
      body: { type: input.type, groupName: input.groupName as never, ids },
    });
  });
