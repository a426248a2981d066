// The lottery's calls between the studio's game page and its server: the player's (bearer session, enveloped)
// and the public reads the platform also proxies (bare JSON). The client parses every answer with these schemas.
import { z } from 'zod';
import { moneyText } from './api';

export const LOTTERY_API = {
  menu: { method: 'GET', path: '/lottery/v1/game_menu' },
  opened: { method: 'GET', path: '/lottery/v1/numeros/opened' },
  recent: { method: 'GET', path: '/lottery/v1/draws/recent' },
  results: { method: 'GET', path: '/lottery/v1/draws/:gameCode' },
  frequency: { method: 'GET', path: '/lottery/v1/numbers/frequency' },
  buy: { method: 'POST', path: '/api/lottery/tickets' },
  tickets: { method: 'GET', path: '/api/lottery/tickets' },
  chase: { method: 'POST', path: '/api/lottery/chases' },
  chases: { method: 'GET', path: '/api/lottery/chases' },
  cancelChase: { method: 'DELETE', path: '/api/lottery/chases/:chaseId' },
} as const satisfies Record<string, { method: 'GET' | 'POST' | 'DELETE'; path: string }>;
export type LotteryEndpoint = (typeof LOTTERY_API)[keyof typeof LOTTERY_API];

const gameCode = z.string().regex(/^[A-Z0-9]{2,16}$/);

/** price and payout per point, in units; absent from an older back end (the core's defaults then apply). */
export const menuBetType = z.object({
  code: z.string(),
  name: z.string(),
  price: z.number().optional(),
  payout: z.number().optional(),
});
export type MenuBetType = z.infer<typeof menuBetType>;

export const currentNumero = z.object({
  numero: z.string(),
  isSale: z.boolean(),
  remainTime: z.number(),
  lockTime: z.number(),
  openTime: z.string(),
  closeTime: z.string(),
  drawTime: z.string(),
  stations: z.array(z.string()),
});
export type CurrentNumero = z.infer<typeof currentNumero>;

export const menuGame = z.object({
  gameCode: z.string(),
  gameName: z.string(),
  kind: z.enum(['regional', 'fast']),
  region: z.enum(['MB', 'MT', 'MN']).nullable(),
  structure: z.enum(['MB27', 'MN18', 'D5']),
  intervalSeconds: z.number(),
  cutOffSeconds: z.number(),
  /** Money text of one unit (price and payout are in units); absent from an older back end. */
  unit: moneyText.optional(),
  betTypes: z.array(menuBetType),
  currentNumero,
});
export type MenuGame = z.infer<typeof menuGame>;

export const menuValue = z.record(
  z.string(),
  z.object({ gameGroupCode: z.string(), labelName: z.string(), gameMenus: z.array(menuGame) }),
);
export type Menu = z.infer<typeof menuValue>;

export const openedValue = z.array(currentNumero.extend({ gameCode: z.string(), seedHash: z.string().nullable() }));
export type Opened = z.infer<typeof openedValue>[number];

/** A prize table: prize code (DB, G1 … G8) to its numbers. */
const prizeTable = z.record(z.string(), z.array(z.string()).readonly());

export const draw = z.object({
  gameCode: z.string(),
  numero: z.string(),
  drawTime: z.string(),
  status: z.string(),
  source: z.enum(['HOUSE', 'SIMULATED', 'OFFICIAL']),
  revision: z.number(),
  stations: z.array(z.string()),
  result: z.record(z.string(), prizeTable).nullable(),
  seedHash: z.string().nullable(),
  serverSeed: z.string().nullable(),
});
export type Draw = z.infer<typeof draw>;
export const drawsValue = z.array(draw);

export const frequencyValue = z.object({
  gameCode: z.string(),
  draws: z.number(),
  hot: z.array(z.string()),
  cold: z.array(z.string()),
  numbers: z.array(z.object({ number: z.string(), count: z.number(), sinceLast: z.number().nullable() })),
});
export type Frequency = z.infer<typeof frequencyValue>;

export const ticketStatus = z.enum(['PENDING', 'OPEN', 'WON', 'LOST', 'VOID']);
export type TicketStatus = z.infer<typeof ticketStatus>;

export const lotteryTicket = z.object({
  ticketId: z.string(),
  gameCode: z.string(),
  numero: z.string(),
  betType: z.string(),
  betTypeName: z.string(),
  station: z.string().nullable(),
  position: z.number().nullable(),
  numbers: z.array(z.string()),
  points: z.number(),
  cost: moneyText,
  odds: z.object({ price: z.number(), payout: z.number() }),
  status: ticketStatus,
  win: moneyText.nullable(),
  hits: z.number().nullable(),
  lines: z.array(z.object({ numbers: z.array(z.string()), hits: z.number(), win: moneyText })).nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type LotteryTicket = z.infer<typeof lotteryTicket>;

export const buyValue = z.object({ ticket: lotteryTicket, balance: moneyText.nullable() });
export const ticketsValue = z.object({ tickets: z.array(lotteryTicket) });

/** Bounds of a chase: consecutive periods from the one on sale, and the multiplier plan's ceiling. */
export const CHASE_LIMITS = { minPeriods: 2, maxPeriods: 30, maxMultiplier: 1_000, maxFactor: 10 } as const;

/**
 * A chase (nuôi): the same ticket over `periods` consecutive periods starting with the one on sale, each step at
 * multiplier start × factor^i (capped at max; factor 1 = flat, 2 = doubling), all bought at once.
 */
export const chaseBody = z.object({
  gameCode,
  betType: z.string().regex(/^[a-z0-9@]{2,16}$/),
  numbers: z.union([z.string().min(1).max(5_000), z.array(z.string().min(1).max(8)).min(1).max(1_000)]),
  points: z.number().int().min(1).max(1_000_000),
  station: z
    .string()
    .regex(/^[A-Z0-9]{2,16}$/)
    .optional(),
  position: z.number().int().min(0).max(4).optional(),
  periods: z.number().int().min(CHASE_LIMITS.minPeriods).max(CHASE_LIMITS.maxPeriods),
  stopOnWin: z.boolean(),
  multiplier: z
    .object({
      start: z.number().int().min(1).max(CHASE_LIMITS.maxMultiplier).default(1),
      factor: z.number().int().min(1).max(CHASE_LIMITS.maxFactor).default(1),
      max: z.number().int().min(1).max(CHASE_LIMITS.maxMultiplier).optional(),
    })
    .optional(),
});
export type ChaseBody = z.input<typeof chaseBody>;

export const chaseStatus = z.enum(['RUNNING', 'WON_STOPPED', 'FINISHED', 'CANCELLED']);
export type ChaseStatus = z.infer<typeof chaseStatus>;

export const chaseStep = z.object({
  step: z.number().int(),
  numero: z.string(),
  multiplier: z.number().int(),
  ticketId: z.string(),
  cost: moneyText,
  status: ticketStatus,
  win: moneyText.nullable(),
  /** Before its cut-off and still open: what a cancel (or a stop on a win) would refund. */
  cancellable: z.boolean(),
});

export const chase = z.object({
  chaseId: z.string(),
  gameCode: z.string(),
  betType: z.string(),
  betTypeName: z.string(),
  station: z.string().nullable(),
  position: z.number().nullable(),
  numbers: z.array(z.string()),
  points: z.number(),
  stopOnWin: z.boolean(),
  status: chaseStatus,
  periods: z.number().int(),
  /** Settled steps (won or lost). */
  done: z.number().int(),
  won: z.number().int(),
  /** Steps still to play. */
  remaining: z.number().int(),
  /** Steps refunded (stopped by a win or cancelled). */
  refundedSteps: z.number().int(),
  totalCost: moneyText,
  refunded: moneyText,
  totalWin: moneyText,
  createdAt: z.string(),
  steps: z.array(chaseStep),
});
export type Chase = z.infer<typeof chase>;

export const chaseValue = z.object({ chase, balance: moneyText.nullable() });
export const chasesValue = z.object({ chases: z.array(chase) });
export const chaseParams = z.object({ chaseId: z.string().regex(/^[a-z0-9]{8,64}$/) });
