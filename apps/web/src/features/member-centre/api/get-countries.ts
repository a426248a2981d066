import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { systemKeys } from '../../../lib/query-keys';

export const fetchCountries = (signal?: AbortSignal) => call('getCountries', { signal });

export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: systemKeys.country(),
    queryFn: ({ signal }) => fetchCountries(signal),
    staleTime: 3_600_000,
  });

/** The brand's default country, whose dialing code a first mobile binding starts from. */
export const useBrandCountry = () => useQuery(countriesQueryOptions());
