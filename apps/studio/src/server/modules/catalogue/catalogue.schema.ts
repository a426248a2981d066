import { z } from 'zod';

const names = z.record(z.string(), z.string());

/** One game of the manifest, in the platform's games:import format. */
const manifestGame = z.object({
  vendor: z.string(),
  gameCode: z.string(),
  gameType: z.enum(['RNG', 'FISH', 'LIVE', 'PVP', 'LOTT', 'ELOTT']),
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
  /**
   * The lottery's reads the platform proxies as the spec's /lgw calls (bare JSON), with LOTTERY_ENABLED:
   * game menu, opened periods, latest results, results of a game ({gameCode}, ?date=YYYY-MM-DD), the 00–99
   * frequency (?gameCode=&count=100), and a member's tickets ({playerId}, ?status=; signed like wallet calls).
   */
  lotteryMenuUrl: z.string().optional(),
  lotteryOpenedUrl: z.string().optional(),
  lotteryRecentUrl: z.string().optional(),
  lotteryResultsUrl: z.string().optional(),
  lotteryFrequencyUrl: z.string().optional(),
  lotteryTicketsUrl: z.string().optional(),
  /** The lottery operations API's base URL (signed calls of the back office; docs/vendor-api.md). */
  lotteryAdminUrl: z.string().optional(),
  categories: z.array(z.enum(['RNG', 'FISH', 'LIVE', 'PVP', 'LOTT', 'ELOTT'])),
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
