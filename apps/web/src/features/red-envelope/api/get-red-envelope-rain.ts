import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { engageKeys } from '../../../lib/query-keys';

export const fetchRedEnvelopeRain = (signal?: AbortSignal) => call('getRedEnvelopeRain', { query: {}, signal });

/** Polled: every 10 s while a rain falls, every 30 s otherwise (the countdown runs locally). */
export const redEnvelopeRainQueryOptions = () =>
  queryOptions({
    queryKey: engageKeys.rain(),
    queryFn: ({ signal }) => fetchRedEnvelopeRain(signal),
    refetchInterval: (q) => (q.state.data?.state === 'ACTIVE' ? 10_000 : 30_000),
  });

export const useRedEnvelopeRain = () => useQuery(redEnvelopeRainQueryOptions());
