import { z } from 'zod';

const names = z.record(z.string(), z.string());

/** One game of the manifest, in the platform's games:import format. */
const manifestGame = z.object({
  vendor: z.string(),
  gameCode: z.string(),
  gameType: z.enum(['RNG', 'FISH', 'LIVE', 'PVP']),
  names,
  gameClassify: z.string(),
  /** Decimal text, two places. */
  minBet: z.string(),
  minLineNum: z.number().int().nonnegative(),
  icon: z.string(),
  tags: z.array(z.string()),
  popularity: z.number().int(),
  hot: z.boolean(),
  /** PvP rooms are joined from the platform's room list. */
  room: z.literal(true).optional(),
  sort: z.number().int(),
});

/** The document an operator registers the studio from (/vendor-manifest.json). */
export const vendorManifest = z.object({
  code: z.string(),
  displayName: z.string(),
  adapter: z.literal('seamless'),
  launchUrl: z.string(),
  icon: z.string(),
  roomsUrl: z.string(),
  categories: z.array(z.enum(['RNG', 'FISH', 'LIVE', 'PVP'])),
  /** Categories also offered as guest fun play (launchUrl with mode=fun and no token). */
  funCategories: z.array(z.enum(['RNG', 'FISH'])),
  games: z.array(manifestGame),
});
export type VendorManifest = z.input<typeof vendorManifest>;

/** The PvP rooms' occupancy (/rooms.json). */
export const roomsList = z.object({
  rooms: z.array(
    z.object({
      gameCode: z.string(),
      stake: z.string(),
      seats: z.number().int(),
      taken: z.number().int(),
      free: z.number().int(),
      bots: z.number().int(),
      status: z.string(),
    }),
  ),
});
export type RoomsList = z.input<typeof roomsList>;
