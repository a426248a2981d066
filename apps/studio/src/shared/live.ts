// The studio's real-time protocol for LIVE tables and PvP rooms: one WebSocket per game page at
// /ws, JSON messages validated with these schemas on both ends. Money is in minor units (integers).
import { z } from 'zod';

/** Table codes: one table per live game in the catalogue (game code = table code). */
export const LIVE_TABLES = ['baccarat', 'dragon-tiger', 'sicbo', 'roulette', 'blackjack'] as const;
export type LiveTable = (typeof LIVE_TABLES)[number];
/** PvP room game codes (Niu Niu at three stakes). */
export const PVP_ROOMS = ['niuniu-1', 'niuniu-5', 'niuniu-20'] as const;
export type PvpRoomCode = (typeof PVP_ROOMS)[number];

const minor = z.number().int().nonnegative();
const requestId = z.string().min(1).max(40);

// ---- client → server ----
export const clientMessage = z.discriminatedUnion('t', [
  /** First message: the studio session from POST /api/session (its game names the table or room). */
  z.object({ t: z.literal('auth'), session: z.string().min(16).max(100) }),
  /** Shared tables: bets for the round in its betting window; accepted all together or refused. */
  z.object({
    t: z.literal('bet'),
    id: requestId,
    roundId: z.string().min(1).max(40),
    bets: z
      .array(z.object({ spot: z.string().min(1).max(40), amount: minor.min(1) }))
      .min(1)
      .max(40),
  }),
  /** Blackjack: a new hand at the player's seat. */
  z.object({ t: z.literal('bj.deal'), id: requestId, amount: minor.min(1) }),
  z.object({
    t: z.literal('bj.action'),
    id: requestId,
    action: z.enum(['hit', 'stand', 'double', 'split', 'insurance', 'decline']),
  }),
  /** PvP: take a seat in the room of the session, bet a multiple, reveal, leave. */
  z.object({ t: z.literal('pvp.sit'), id: requestId }),
  /** Ready for the next hand: when every seated player is ready the countdown is cut short. */
  z.object({ t: z.literal('pvp.ready'), id: requestId }),
  z.object({ t: z.literal('pvp.bet'), id: requestId, multiple: z.number().int().min(1).max(10) }),
  z.object({ t: z.literal('pvp.reveal'), id: requestId }),
  z.object({ t: z.literal('pvp.leave'), id: requestId }),
  z.object({ t: z.literal('ping') }),
]);
export type ClientMessage = z.infer<typeof clientMessage>;

// ---- server → client ----
export const spotLimit = z.object({ spot: z.string(), min: minor, max: minor, pays: z.string() });

export const tablePhase = z.enum(['betting', 'closed', 'result']);

/** The round of a shared table as everyone seated sees it. */
export const tableRound = z.object({
  roundId: z.string(),
  /** Round number on the table's current seed pair (the fairness nonce). */
  nonce: z.number().int(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  phase: tablePhase,
  /** Server time (ms since epoch) when betting closes; the client corrects by `now`. */
  closesAt: z.number(),
  /** The drawn result (cards, dice, pocket) once phase is 'result'. */
  result: z.unknown().nullable(),
  summary: z.unknown().nullable(),
});
export type TableRoundView = z.infer<typeof tableRound>;

export const placedBet = z.object({ spot: z.string(), amount: minor });

export const serverMessage = z.discriminatedUnion('t', [
  z.object({
    t: z.literal('hello'),
    now: z.number(),
    balance: minor,
    currency: z.string(),
    /** Shared tables and blackjack: the table; PvP: null. */
    table: z
      .object({
        code: z.string(),
        spots: z.array(spotLimit),
        /** Summaries of the latest rounds, newest last (roads, hot/cold numbers, dice history). */
        history: z.array(z.unknown()),
        round: tableRound.nullable(),
        /** This player's accepted bets in the current round (a reconnect shows them again). */
        myBets: z.array(placedBet),
        seated: z.number().int(),
        timing: z.object({ bettingMs: z.number(), resultMs: z.number() }),
      })
      .nullable(),
  }),
  z.object({ t: z.literal('round'), now: z.number(), round: tableRound, seated: z.number().int() }),
  z.object({ t: z.literal('bets.ok'), id: requestId, myBets: z.array(placedBet), balance: minor }),
  z.object({
    t: z.literal('settled'),
    roundId: z.string(),
    bets: z.array(placedBet.extend({ returned: minor })),
    win: minor,
    /** Absent when the platform has not answered the win yet (it is sent again until it does). */
    balance: minor.optional(),
  }),
  /** Blackjack: the player's hand (dealer's hole card hidden until the end). */
  z.object({ t: z.literal('bj'), state: z.unknown(), balance: minor.optional() }),
  /** PvP: the room as this player may see it (others' cards hidden until reveal). */
  z.object({ t: z.literal('pvp'), now: z.number(), state: z.unknown(), balance: minor }),
  z.object({ t: z.literal('error'), id: requestId.optional(), code: z.string(), message: z.string() }),
  z.object({ t: z.literal('pong') }),
]);
export type ServerMessage = z.infer<typeof serverMessage>;

/** Error codes of the real-time protocol (translated by the pages), beside StudioError. */
export const LiveError = {
  BettingClosed: 'live.betting_closed',
  BadSpot: 'live.bad_spot',
  Limit: 'live.limit',
  WrongRound: 'live.wrong_round',
  NotAllowed: 'live.not_allowed',
} as const;
