import { WINNER_BOARD_LIMIT } from '@pagoda/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { gamesKeys } from '../../../lib/query-keys';

export const fetchWinnerBoard = (language: string, signal?: AbortSignal) =>
  call('getWinnerBoard', { query: { gameCategory: 'ALL', language, limitNum: WINNER_BOARD_LIMIT }, signal });

export const winnerBoardQueryOptions = (language: string) =>
  queryOptions({
    queryKey: gamesKeys.winners(language),
    queryFn: ({ signal }) => fetchWinnerBoard(language, signal),
    refetchInterval: 60_000,
  });

export const useWinnerBoard = (language: string) => useQuery(winnerBoardQueryOptions(language));
