// The studio's own API between its game pages and its server (not the platform's vendor API).
// One schema per call; the server validates with them and the client types its calls with them.
import { z } from 'zod';

/** Money on the wire: a decimal string with the currency's two decimals, e.g. "12.50". */
export const moneyText = z.string().regex(/^-?\d{1,12}\.\d{2}$/);

export const fairnessState = z.object({
  /** SHA-256 (hex) of the current server seed: the commitment shown before play. */
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce the next round will use. */
  nonce: z.number().int().nonnegative(),
});
export type FairnessState = z.infer<typeof fairnessState>;

/** PENDING until the platform took the bet and the win; REFUNDED rolled back; VOID bet refused (no money moved). */
export const roundStatus = z.enum(['PENDING', 'SETTLED', 'REFUNDED', 'VOID']);

/** A round as the client sees it; outcome is the engine's SlotOutcome or FishShotOutcome. */
export const round = z.object({
  id: z.string(),
  game: z.string(),
  kind: z.enum(['slot', 'fish']),
  status: roundStatus,
  bet: moneyText,
  win: moneyText,
  coinValue: z.number().int().positive(),
  /** Slots: coinsPerSpin; fish: the cannon level's coins per shot. */
  coins: z.number().int().positive(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int().nonnegative(),
  outcome: z.unknown(),
  createdAt: z.string(),
});
export type Round = z.infer<typeof round>;

/**
 * A launch: the platform's launch token (real money, or a platform trial account), or mode 'fun'
 * with no token: guest fun play on a play balance of the studio's, never the platform wallet.
 */
export const sessionBody = z.object({
  token: z.string().min(16).max(200).optional(),
  mode: z.enum(['real', 'fun']).default('real'),
  game: z.string().min(1).max(64),
});
export const sessionValue = z.object({
  /** Bearer token for the calls below (kept in sessionStorage, one per tab). */
  session: z.string(),
  player: z.object({ nickname: z.string(), currency: z.string(), trial: z.boolean() }),
  balance: moneyText,
  game: z.string(),
  language: z.string(),
  lobbyUrl: z.string(),
  fairness: fairnessState,
  /** The player's latest round of this game: a reload mid-round shows its result from here. */
  lastRound: round.nullable(),
});
export type SessionValue = z.infer<typeof sessionValue>;

export const balanceValue = z.object({ balance: moneyText });

export const spinBody = z.object({ coinValue: z.number().int().positive() });
export const roundValue = z.object({ round, balance: moneyText, fairness: fairnessState });
export type RoundValue = z.infer<typeof roundValue>;

export const fishSceneValue = z.object({
  sceneId: z.string(),
  /** Milliseconds since the scene started, on the server, when it answered. */
  elapsed: z.number().int().nonnegative(),
  durationMs: z.number().int().positive(),
  fish: z.array(
    z.object({
      id: z.string(),
      type: z.string(),
      spawnAt: z.number(),
      leaveAt: z.number(),
      path: z.array(z.number()).length(8),
    }),
  ),
  /** Fish already caught in this scene. */
  caught: z.array(z.string()),
});
export type FishSceneValue = z.infer<typeof fishSceneValue>;

export const shootBody = z.object({
  sceneId: z.string().min(1).max(64),
  fishId: z.string().min(1).max(64),
  level: z.number().int().min(1).max(10),
  coinValue: z.number().int().positive(),
});

export const roundsQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(20) });
export const roundsValue = z.object({ rounds: z.array(round) });

export const rotateBody = z.object({ clientSeed: z.string().min(1).max(64).optional() });
export const rotateValue = z.object({
  /** The seed pair just retired, with its server seed revealed. */
  previous: z.object({ serverSeed: z.string(), serverSeedHash: z.string(), clientSeed: z.string(), nonce: z.number() }),
  fairness: fairnessState,
});

/** Public verification data of one round: its server seed once that seed has been rotated out. */
export const verifyValue = z.object({
  round,
  /** Null while the seed pair is still in use (rotate it to verify). */
  serverSeed: z.string().nullable(),
});
export type VerifyValue = z.infer<typeof verifyValue>;

/** Public verification data of a live-table round, blackjack hand or PvP hand (server seed once revealed). */
export const verifyTableValue = z.object({
  roundId: z.string(),
  /** The table or room code: baccarat, dragon-tiger, sicbo, roulette, blackjack, niuniu-1, … */
  table: z.string(),
  nonce: z.number().int(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  serverSeed: z.string().nullable(),
  /** Shared tables: the drawn result; blackjack: { bet, played } (the actions taken). */
  result: z.unknown(),
  /** Shared tables: the road summary; PvP: the hand's settlement (cards of every participant). */
  summary: z.unknown(),
  createdAt: z.string(),
});
export type VerifyTableValue = z.infer<typeof verifyTableValue>;

export const errorValue = z.object({ success: z.literal(false), errorCode: z.string(), message: z.string() });

/** Error codes of the studio API (the client translates them). */
export const StudioError = {
  Unauthorized: 'studio.unauthorized',
  BadRequest: 'studio.bad_request',
  InsufficientFunds: 'studio.insufficient_funds',
  PlatformUnavailable: 'studio.platform_unavailable',
  RoundPending: 'studio.round_pending',
  FishGone: 'studio.fish_gone',
  NotFound: 'studio.not_found',
  TrialNotAllowed: 'studio.trial_not_allowed',
  /** The session's launch ended (expired, or the account can no longer play): reopen from the lobby. */
  SessionEnded: 'studio.session_ended',
  Internal: 'studio.internal',
  RateLimited: 'studio.rate_limited',
  LotteryClosed: 'studio.lottery_closed',
  LotterySoldOut: 'studio.lottery_sold_out',
  LotteryBetDisabled: 'studio.lottery_bet_disabled',
  LotteryStakeLimit: 'studio.lottery_stake_limit',
} as const;
export type StudioErrorCode = (typeof StudioError)[keyof typeof StudioError];

/** Paths of the studio API, all answered with { success, value } or { success: false, errorCode, message }. */
export const STUDIO_API = {
  session: { method: 'POST', path: '/api/session' },
  balance: { method: 'GET', path: '/api/balance' },
  spin: { method: 'POST', path: '/api/slot/spin' },
  fishScene: { method: 'POST', path: '/api/fish/scene' },
  shoot: { method: 'POST', path: '/api/fish/shoot' },
  rounds: { method: 'GET', path: '/api/rounds' },
  rotate: { method: 'POST', path: '/api/fairness/rotate' },
  verify: { method: 'GET', path: '/api/verify/:roundId' },
  verifyTable: { method: 'GET', path: '/api/verify-table/:roundId' },
} as const satisfies Record<string, { method: 'GET' | 'POST'; path: `/api/${string}` }>;
export type StudioEndpoint = (typeof STUDIO_API)[keyof typeof STUDIO_API];

/** A path with its `:name` parameters filled in, URL-encoded. */
export const studioPath = (path: string, params: Record<string, string> = {}): string =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
