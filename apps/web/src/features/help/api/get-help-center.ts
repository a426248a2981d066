import type { Language } from '@pagoda/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/api-client';
import { contentKeys } from '../../../lib/query-keys';

export const fetchHelpCenter = (lang: Language, signal?: AbortSignal) =>
  call('getHelpCenter', { query: { lang, device: 'WEB' }, signal });

export const helpCenterQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: contentKeys.help(lang),
    queryFn: ({ signal }) => fetchHelpCenter(lang, signal),
    staleTime: 5 * 60_000,
  });

export const useHelpCenter = () => {
  const { i18n } = useTranslation();
  return useQuery(helpCenterQueryOptions(i18n.language as Language));
};
