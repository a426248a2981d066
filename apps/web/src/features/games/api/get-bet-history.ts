import type { GameCategory } from '@pagoda/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { gamesKeys } from '../../../lib/query-keys';

export type HistoryQuery = {
  startTime: number;
  endTime: number;
  category: GameCategory | '';
  vendor: string;
  page: number;
};

export const fetchBetHistory = (q: HistoryQuery, signal?: AbortSignal) =>
  call('getPersonalHistory', {
    query: {
      startTime: q.startTime,
      endTime: q.endTime,
      category: q.category || undefined,
      vendor: q.vendor || undefined,
      page: q.page,
    },
    signal,
  });

export const betHistoryQueryOptions = (q: HistoryQuery) =>
  queryOptions({
    queryKey: gamesKeys.history(q),
    queryFn: ({ signal }) => fetchBetHistory(q, signal),
    placeholderData: keepPreviousData,
  });

export const useBetHistory = (q: HistoryQuery) => useQuery(betHistoryQueryOptions(q));
