import type { ExecutionType } from '@pagoda/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/api-client';
import { contentKeys } from '../../../lib/query-keys';

export const fetchAnnouncements = (execution: ExecutionType, signal?: AbortSignal) =>
  call('getListAnnouncements', { query: { types: 'B,PL,PU,PR,H', platform: 'W', execution }, signal });

/** One call brings every banner group and the marquee notices; language is part of the key. */
export const announcementsQueryOptions = (language: string, execution: ExecutionType = 'B') =>
  queryOptions({
    queryKey: contentKeys.announcements(language, execution),
    queryFn: ({ signal }) => fetchAnnouncements(execution, signal),
    staleTime: 60_000,
  });

export const useAnnouncements = () => {
  const { i18n } = useTranslation();
  return useQuery(announcementsQueryOptions(i18n.language));
};

/** The marquee's notices, and whether they are still loading (its space is held meanwhile). */
export const useNoticesState = () => {
  const q = useAnnouncements();
  return { notices: q.data?.player ?? [], pending: q.isPending };
};

/** A page group's banners, and whether they are still loading (the carousel holds its space meanwhile). */
export const useBannersState = (group: string | null) => {
  const q = useAnnouncements();
  const banners = q.data?.banners ?? [];
  return { banners: group ? banners.filter((b) => b.groupName === group) : [], pending: group !== null && q.isPending };
};
