// The PvP room's side of the live protocol: the view the server sends (checked before the page trusts it) and
// the action messages the page sends. The shared schema types the view as unknown, so it is validated here.
import { z } from 'zod';
import type { PvpView } from '../../../src/pvp/view';
import { clientMessage, type ClientMessage } from '../../../src/shared/live';

const minor = z.number().int().nonnegative();
const card = z.number().int().min(0).max(51);

const handValue = z.object({
  kind: z.enum(['no-niu', 'niu', 'niu-niu', 'five-face', 'bomb', 'five-small']),
  rank: z.number().int(),
  niu: z.number().int(),
  multiplier: z.number().int(),
  high: card,
  bull: z.array(card).nullable(),
});

const settlementRow = z.object({
  player: z.string(),
  seat: z.number().int().nonnegative(),
  bot: z.boolean(),
  banker: z.boolean(),
  cards: z.array(card),
  hand: handValue,
  multiple: z.number().int().nullable(),
  bet: minor,
  reserve: minor,
  outcome: z.enum(['win', 'lose', 'banker']),
  net: z.number().int(),
  rake: minor,
  credit: minor,
  change: z.number().int(),
});

/** Exactly what pvpView produces; a message that does not match is dropped rather than half-shown. */
export const pvpViewSchema: z.ZodType<PvpView> = z.object({
  config: z.object({
    id: z.string(),
    stake: z.number().int().positive(),
    seats: z.number().int().min(2).max(6),
    rakePermille: z.number().int().min(0).max(1000),
    betMultiples: z.array(z.number().int().positive()).min(1),
    turnMs: z.object({ ready: z.number().positive(), bet: z.number().positive(), reveal: z.number().positive() }),
    botsAllowed: z.boolean(),
    botWaitMs: z.number().positive().optional(),
  }),
  phase: z.enum(['waiting', 'betting', 'revealing', 'settling']),
  handNo: z.number().int().nonnegative(),
  banker: z.number().int().nonnegative().nullable(),
  deadline: z.number().nullable(),
  seats: z.array(
    z
      .object({
        player: z.string(),
        bot: z.boolean(),
        connected: z.boolean(),
        ready: z.boolean(),
        leaving: z.boolean(),
        balance: minor.nullable(),
      })
      .nullable(),
  ),
  hand: z
    .object({
      id: z.string(),
      no: z.number().int(),
      startedAt: z.number(),
      participants: z.array(
        z.object({
          player: z.string(),
          seat: z.number().int().nonnegative(),
          bot: z.boolean(),
          banker: z.boolean(),
          reserve: minor,
          cap: z.number().int().nonnegative(),
          multiple: z.number().int().positive().nullable(),
          autoBet: z.boolean(),
          revealed: z.boolean(),
          autoReveal: z.boolean(),
          cards: z.array(card).nullable(),
          hand: handValue.nullable(),
        }),
      ),
    })
    .nullable(),
  last: z
    .object({
      handId: z.string(),
      handNo: z.number().int(),
      stake: minor,
      rakePermille: z.number().int(),
      rows: z.array(settlementRow),
      rake: minor,
      bankerCover: minor,
      capped: z.boolean(),
    })
    .nullable(),
  you: z.number().int().nonnegative().nullable(),
});

/** The view inside a {t:'pvp'} message, or null when it is not one. */
export const parsePvpView = (state: unknown): PvpView | null => {
  const parsed = pvpViewSchema.safeParse(state);
  return parsed.success ? parsed.data : null;
};

export type PvpAction =
  { kind: 'sit' } | { kind: 'ready' } | { kind: 'bet'; multiple: number } | { kind: 'reveal' } | { kind: 'leave' };

/**
 * The message for an action, checked against the protocol; null when the protocol has no such message (or the
 * multiple is out of its range), so the page never sends what the server would refuse as malformed.
 */
export const actionMessage = (action: PvpAction, id: string): ClientMessage | null => {
  const raw = action.kind === 'bet' ? { t: 'pvp.bet', id, multiple: action.multiple } : { t: `pvp.${action.kind}`, id };
  const parsed = clientMessage.safeParse(raw);
  return parsed.success ? parsed.data : null;
};

/** Whether the protocol carries a ready message: without one the hand simply starts when its countdown ends. */
export const READY_SUPPORTED = actionMessage({ kind: 'ready' }, 'probe') !== null;

/**
 * A request id: 16 random bytes in hex. getRandomValues, unlike randomUUID, also works on plain-http hosts
 * (a test brand's iframe), where the page is not a secure context.
 */
export const requestId = (
  fill: (bytes: Uint8Array<ArrayBuffer>) => void = (b) => crypto.getRandomValues(b),
): string => {
  const bytes = new Uint8Array(16);
  fill(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
};
