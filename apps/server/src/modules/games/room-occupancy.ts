import { minorToNumber, parseMinor, ROOM_STATUSES, type RoomOccupancy } from '@pagoda/contracts';
import { z } from 'zod';

/** A room the vendor reported (never the `unavailable` stand-in). */
export type LiveRoom = Exclude<RoomOccupancy, { status: 'unavailable' }>;

const count = z.number().int().min(0).max(1_000);

/** One room of a vendor's roomsUrl answer; stake is a decimal text ("1.00") or a number. */
const vendorRoomSchema = z
  .object({
    gameCode: z.string().min(1).max(64),
    stake: z.union([z.string(), z.number()]).transform((v, ctx) => {
      const minor = parseMinor(String(v).trim());
      if (minor === null || minor <= 0n) {
        ctx.addIssue({ code: 'custom', message: 'stake: a positive amount with at most 2 decimals' });
        return z.NEVER;
      }
      return minor;
    }),
    seats: count.min(1),
    taken: count,
    free: count,
    bots: count,
    status: z.enum(ROOM_STATUSES),
  })
  .refine((r) => r.taken + r.free === r.seats && r.bots <= r.taken, 'seats: taken + free = seats, bots within taken');

const answerSchema = z.object({ rooms: z.array(z.unknown()).max(1_000) });

/** A vendor's answer bigger than this is not an occupancy list. */
const MAX_ANSWER_CHARS = 1_000_000;

/**
 * Reads one roomsUrl: the rooms by game code, or null when the vendor does not answer within the
 * timeout or answers something that is not a room list. A malformed room is left out (it shows as
 * unavailable) rather than spoiling its neighbours.
 */
export const fetchRooms = async (url: string, timeoutMs: number): Promise<Map<string, LiveRoom> | null> => {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
    if (!res.ok) return null;
    const text = await res.text();
    if (text.length > MAX_ANSWER_CHARS) return null;
    const answer = answerSchema.safeParse(JSON.parse(text));
    if (!answer.success) return null;
    const rooms = new Map<string, LiveRoom>();
    for (const raw of answer.data.rooms) {
      const r = vendorRoomSchema.safeParse(raw);
      if (!r.success) continue;
      const { gameCode, stake, ...rest } = r.data;
      rooms.set(gameCode, { ...rest, stake: minorToNumber(stake) });
    }
    return rooms;
  } catch {
    // Refused, reset, timed out or not JSON: all the same to a player, the rooms are unavailable.
    return null;
  }
};

type Entry = {
  url: string;
  /** When the last answer (or failure) arrived; -Infinity before the first. */
  at: number;
  rooms: Map<string, LiveRoom> | null;
  inflight: Promise<void> | null;
};

export type RoomOccupancyCache = ReturnType<typeof createRoomOccupancy>;

/**
 * Live occupancy per vendor integration, cached for `ttlMs` with at most one request in flight
 * per integration (a burst of list calls shares it). A vendor that answered last time is awaited
 * (its figures should be fresh); one that failed last time answers "unavailable" at once while a
 * retry runs in the background, so a dead vendor slows the room list at most once.
 */
export const createRoomOccupancy = (
  opts: { ttlMs?: number; timeoutMs?: number; now?: () => number; fetchRooms?: typeof fetchRooms } = {},
) => {
  const ttlMs = opts.ttlMs ?? 2_000;
  const timeoutMs = opts.timeoutMs ?? 2_000;
  const now = opts.now ?? Date.now;
  const load = opts.fetchRooms ?? fetchRooms;
  const entries = new Map<string, Entry>();

  return {
    /** The rooms of one integration (key: merchant and vendor), null when unavailable. */
    rooms: async (key: string, url: string): Promise<Map<string, LiveRoom> | null> => {
      let entry = entries.get(key);
      // A re-registered vendor with another roomsUrl starts afresh.
      if (!entry || entry.url !== url) {
        entry = { url, at: -Infinity, rooms: null, inflight: null };
        entries.set(key, entry);
      }
      if (now() - entry.at < ttlMs) return entry.rooms;
      const e = entry;
      e.inflight ??= load(url, timeoutMs)
        .catch(() => null)
        .then((rooms) => {
          e.rooms = rooms;
          e.at = now();
          e.inflight = null;
        });
      const failedBefore = e.at !== -Infinity && e.rooms === null;
      if (failedBefore) return null;
      await e.inflight;
      return e.rooms;
    },
  };
};
