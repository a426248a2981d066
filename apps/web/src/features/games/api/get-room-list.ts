import type { RoomItem } from '@pagoda/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { gamesKeys } from '../../../lib/query-keys';

/** Seats change as players come and go: the rooms refresh this often while the tab is visible. */
export const ROOMS_REFRESH_MS = 5_000;

/** GLS2_roomList: a vendor's (or every vendor's) PVP rooms with their live seats and status. */
export const fetchRooms = async (q: { vassalage: string; language: string }, signal?: AbortSignal) =>
  (
    await call('getRoomList', {
      query: { clientType: 3, vassalage: q.vassalage || undefined, language: q.language },
      signal,
    })
  ).list;

export const useRoomList = (q: { vassalage: string; language: string }, enabled: boolean) =>
  useQuery<RoomItem[]>({
    queryKey: gamesKeys.rooms(q),
    queryFn: ({ signal }) => fetchRooms(q, signal),
    enabled,
    // A hidden tab stops polling (refetchIntervalInBackground is off) and refreshes on return.
    refetchInterval: ROOMS_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
