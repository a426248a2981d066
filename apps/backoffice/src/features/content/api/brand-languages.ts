import { getStatus, LANGUAGES, type Language } from '@pagoda/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { CONTENT_KEY } from './content-keys';

/** The brand's languages (the portal's status call): one text tab per language. */
export const useBrandLanguages = (): Language[] => {
  const { data } = useQuery({
    queryKey: [...CONTENT_KEY, 'brand-languages'],
    queryFn: ({ signal }) => apiCall(getStatus, { signal }),
    staleTime: 5 * 60_000,
  });
  return data?.info.brand.languages ?? [...LANGUAGES];
};
