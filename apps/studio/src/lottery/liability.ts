// Liability: what a ticket could cost the house on each number, and the per-number, per-draw cap ("số nóng")
// that stops sales of a number once its exposure would pass the cap.
import { betTypeByCode, linesOf } from './bet-types';
import type { BetType } from './bet-types';
import type { TicketOdds } from './settle';
import type { Ticket } from './ticket';

/** Exposure per liability key `${pool}:${number}`, in minor units. */
export type Exposure = Map<string, bigint>;

/**
 * The pool a bet type's exposure is counted in. Bets paying on the same draw event share a pool: đề and đuôi both
 * pay on the special prize's last two digits ("special-2"); lô 2 số is "all-2"; 3 càng "special-3"; đầu "lowest-2".
 * Xiên and lô trượt have their own pools; 5D pools are per bet type and position.
 */
export const liabilityPool = (betType: BetType, position?: number): string => {
  const rule = betType.rule;
  if (rule.kind === 'match') return `${rule.scope}-${rule.digits}`;
  if (rule.kind === 'all-appear') return 'xien';
  if (rule.kind === 'none-appear') return 'truot';
  return position === undefined ? betType.code : `${betType.code}@${position}`;
};

export const liabilityKey = (pool: string, number: string): string => `${pool}:${number}`;

export type ExposureOptions = {
  /**
   * Hits assumed for a match bet (lô) when its number comes: 1 by default. A lô number can come several times
   * (it pays per occurrence), but a second occurrence is ordinary variance (about 3% for MB), not a reason to
   * stop selling; a brand that wants the absolute worst case passes the bet's coverage.
   */
  matchHits?: number;
};

/**
 * The exposure a ticket adds: for each number, what the ticket pays if that number comes (every line containing it
 * wins), never more than the ticket's payout cap. Xiên lines count on each of their numbers; lô trượt lines too
 * (the house cap then bounds how much it sells on a number staying out).
 */
export const exposureOf = (ticket: Ticket, odds: TicketOdds, options: ExposureOptions = {}): Exposure => {
  const betType = betTypeByCode(ticket.betType);
  if (!betType) throw new RangeError(`unknown bet type ${ticket.betType}`);
  const hits = BigInt(betType.rule.kind === 'match' ? (options.matchHits ?? 1) : 1);
  const perLine = hits * ticket.points * odds.payout * ticket.unitMinor;
  const pool = liabilityPool(betType, ticket.position);
  const exposure: Exposure = new Map();
  for (const line of linesOf(betType.rule, ticket.numbers)) {
    for (const n of line) {
      const key = liabilityKey(pool, n);
      exposure.set(key, (exposure.get(key) ?? 0n) + perLine);
    }
  }
  for (const [key, value] of exposure) if (value > odds.maxPayout) exposure.set(key, odds.maxPayout);
  return exposure;
};

/** Sum of exposures (the draw's book after adding a ticket). */
export const addExposure = (book: ReadonlyMap<string, bigint>, add: ReadonlyMap<string, bigint>): Exposure => {
  const out: Exposure = new Map(book);
  for (const [key, value] of add) out.set(key, (out.get(key) ?? 0n) + value);
  return out;
};

/** The cap of a key in minor units, or undefined for no cap. */
export type CapOf = (key: string) => bigint | undefined;

export type LiabilityCheck =
  | { ok: true; book: Exposure }
  /** soldOut: the keys the ticket would push past their cap; the ticket is refused whole. */
  | { ok: false; soldOut: string[] };

/** Accepts a ticket's exposure only if no key ends above its cap. */
export const checkLiability = (
  book: ReadonlyMap<string, bigint>,
  add: ReadonlyMap<string, bigint>,
  capOf: CapOf,
): LiabilityCheck => {
  const next = addExposure(book, add);
  const soldOut = [...add.keys()].filter((key) => {
    const cap = capOf(key);
    return cap !== undefined && next.get(key)! > cap;
  });
  return soldOut.length > 0 ? { ok: false, soldOut: soldOut.sort() } : { ok: true, book: next };
};

/** Keys already at or past their cap: the numbers shown as sold out (hết số) for a draw. */
export const soldOutKeys = (book: ReadonlyMap<string, bigint>, capOf: CapOf): string[] =>
  [...book.entries()]
    .filter(([key, value]) => {
      const cap = capOf(key);
      return cap !== undefined && value >= cap;
    })
    .map(([key]) => key)
    .sort();
