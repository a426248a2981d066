import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { engageKeys } from '../../../lib/query-keys';

/** The answer, plus how far the server's clock is from this device's (the countdown uses the server's). */
export const fetchRedEnvelopeRain = async (signal?: AbortSignal) => {
  const v = await call('getRedEnvelopeRain', { query: {}, signal });
  return { ...v, clockOffset: v.now - Date.now() };
};

/** Polled: every 10 s while a rain falls, every 30 s otherwise (the countdown runs locally). */
export const redEnvelopeRainQueryOptions = () =>
  queryOptions({
    queryKey: engageKeys.rain(),
    queryFn: ({ signal }) => fetchRedEnvelopeRain(signal),
    refetchInterval: (q) => (q.state.data?.state === 'ACTIVE' ? 10_000 : 30_000),
  });

export const useRedEnvelopeRain = () => useQuery(redEnvelopeRainQueryOptions());
