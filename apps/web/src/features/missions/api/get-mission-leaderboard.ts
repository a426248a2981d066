import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { engageKeys } from '../../../lib/query-keys';

export const fetchMissionLeaderboard = (back: number, signal?: AbortSignal) =>
  call('getMissionLeaderboard', { query: { back }, signal });

export const missionLeaderboardQueryOptions = (back: number) =>
  queryOptions({
    queryKey: engageKeys.leaderboards(back),
    queryFn: ({ signal }) => fetchMissionLeaderboard(back, signal),
    refetchInterval: 30_000,
  });

export const useMissionLeaderboard = (back: number) => useQuery(missionLeaderboardQueryOptions(back));
