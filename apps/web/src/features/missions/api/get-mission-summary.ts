import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { engageKeys } from '../../../lib/query-keys';

export const fetchMissionSummary = (signal?: AbortSignal) => call('getMissionSummaryDetails', { query: {}, signal });

/** Progress is read from the records on each call: refreshed every 15 s while the page is open. */
export const missionSummaryQueryOptions = () =>
  queryOptions({
    queryKey: engageKeys.missions(),
    queryFn: ({ signal }) => fetchMissionSummary(signal),
    refetchInterval: 15_000,
  });

export const useMissionSummary = (enabled = true) => useQuery({ ...missionSummaryQueryOptions(), enabled });
