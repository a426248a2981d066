// Chips on the felt before they are confirmed: placing, checking against the spot limits, and the one `bet`
// message that sends them. Amounts are integer minor units.
import type { ClientMessage } from '../../../src/shared/live';
import type { PlacedBet, SpotLimitView } from './live-state';

/** Spot → amount not yet sent. */
export type Pending = ReadonlyMap<string, number>;

export type AddResult = { pending: Pending; refused: null } | { pending: Pending; refused: 'max' | 'funds' | 'spot' };

const placedOn = (placed: readonly PlacedBet[], spot: string): number =>
  placed.reduce((sum, b) => (b.spot === spot ? sum + b.amount : sum), 0);

export const pendingTotal = (pending: Pending): number => [...pending.values()].reduce((a, b) => a + b, 0);

/**
 * Adds one chip to a spot. A chip that would take the spot (accepted plus pending) over its maximum is trimmed to
 * what is left, and refused when nothing is; the pending total never exceeds the balance.
 */
export const addChip = (
  pending: Pending,
  spot: string,
  chip: number,
  limits: readonly SpotLimitView[],
  placed: readonly PlacedBet[],
  balance: number,
): AddResult => {
  const limit = limits.find((l) => l.spot === spot);
  if (!limit) return { pending, refused: 'spot' };
  const on = placedOn(placed, spot) + (pending.get(spot) ?? 0);
  const room = limit.max - on;
  if (room <= 0) return { pending, refused: 'max' };
  const funds = balance - pendingTotal(pending);
  if (funds <= 0) return { pending, refused: 'funds' };
  const amount = Math.min(chip, room, funds);
  const next = new Map(pending);
  next.set(spot, (pending.get(spot) ?? 0) + amount);
  return { pending: next, refused: null };
};

/** Spots whose amount (accepted plus pending) is under the spot's minimum: they cannot be confirmed yet. */
export const underMinimum = (
  pending: Pending,
  limits: readonly SpotLimitView[],
  placed: readonly PlacedBet[],
): SpotLimitView[] =>
  limits.filter((l) => pending.has(l.spot) && placedOn(placed, l.spot) + (pending.get(l.spot) ?? 0) < l.min);

/** The message confirming the pending chips (null when there are none). */
export const betMessage = (pending: Pending, roundId: string, id: string): ClientMessage | null => {
  const bets = [...pending].filter(([, amount]) => amount > 0).map(([spot, amount]) => ({ spot, amount }));
  return bets.length > 0 ? { t: 'bet', id, roundId, bets } : null;
};

/** Last round's bets as pending chips, where the limits and balance still allow them (Repeat). */
export const repeatBets = (
  last: readonly PlacedBet[],
  limits: readonly SpotLimitView[],
  placed: readonly PlacedBet[],
  balance: number,
): Pending => {
  let pending: Pending = new Map();
  for (const bet of last) pending = addChip(pending, bet.spot, bet.amount, limits, placed, balance).pending;
  return pending;
};

/** Accepted and pending amounts per spot, for the chips drawn on the felt. */
export const stakesBySpot = (
  placed: readonly PlacedBet[],
  pending: Pending,
): Map<string, { placed: number; pending: number }> => {
  const out = new Map<string, { placed: number; pending: number }>();
  for (const b of placed) {
    const s = out.get(b.spot) ?? { placed: 0, pending: 0 };
    out.set(b.spot, { ...s, placed: s.placed + b.amount });
  }
  for (const [spot, amount] of pending) {
    const s = out.get(spot) ?? { placed: 0, pending: 0 };
    out.set(spot, { ...s, pending: s.pending + amount });
  }
  return out;
};

/** A request id for a message (the server echoes it with its answer). */
export const requestId = (): string =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID().replace(/-/g, '').slice(0, 24)
    : `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;

/** A chip's face: whole units, thousands as K ("2.5K"), cents only when the value has them. */
export const chipLabel = (minor: number): string => {
  if (minor % 100 !== 0) return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
  const major = minor / 100;
  if (major >= 1_000_000 && major % 100_000 === 0) {
    const m = major / 1_000_000;
    return `${Math.floor(m)}${major % 1_000_000 === 0 ? '' : `.${(major % 1_000_000) / 100_000}`}M`;
  }
  if (major >= 1000 && major < 1_000_000 && major % 100 === 0) {
    return `${Math.floor(major / 1000)}${major % 1000 === 0 ? '' : `.${(major % 1000) / 100}`}K`;
  }
  return String(major);
};
