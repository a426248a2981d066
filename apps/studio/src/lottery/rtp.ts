// Exact return to player of every bet type, derived from the draw structure alone: each prize's last digits are
// independent and uniform, so every probability is a ratio of integers and is computed as one (no floats).
import type { BetOdds, BetRule, BetType } from './bet-types';
import { coverage, D5_DIGIT_BIG_FROM, D5_SUM_BIG_FROM } from './bet-types';
import type { DrawStructure } from './structures';
import { numberCount } from './structures';

/** An exact non-negative fraction num / den. */
export type Ratio = { num: bigint; den: bigint };

const gcd = (a: bigint, b: bigint): bigint => {
  while (b !== 0n) [a, b] = [b, a % b];
  return a < 0n ? -a : a;
};

const ratio = (num: bigint, den: bigint): Ratio => {
  const g = gcd(num, den) || 1n;
  return { num: num / g, den: den / g };
};

/** A ratio as a float (for display and reports only). */
export const ratioToNumber = (r: Ratio): number => Number((r.num * 1_000_000_000n) / r.den) / 1e9;

/** Distribution of the sum of five uniform digits: ways[s] of the 10^5 outcomes. */
const fiveDigitSumWays = (): bigint[] => {
  let ways = [1n];
  for (let d = 0; d < 5; d++) {
    const next = new Array<bigint>(ways.length + 9).fill(0n);
    ways.forEach((w, s) => {
      for (let digit = 0; digit < 10; digit++) next[s + digit]! += w;
    });
    ways = next;
  }
  return ways;
};

/**
 * Expected hits of one line per draw, exactly:
 * - match: coverage / 10^digits (each covered prize ends in the pick with probability 10^-digits);
 * - xiên k over N 2-digit endings: P(all k appear) = Σ_j (−1)^j C(k, j) ((100 − j) / 100)^N (inclusion–exclusion);
 * - lô trượt k: P(none appears) = ((100 − k) / 100)^N;
 * - 5D digit 1/10; size and parity of a digit 5/10; of the sum, counted over the 10^5 outcomes.
 */
export const expectedHits = (structure: DrawStructure, rule: BetRule): Ratio => {
  switch (rule.kind) {
    case 'match':
      return ratio(BigInt(coverage(structure, rule)), 10n ** BigInt(rule.digits));
    case 'all-appear': {
      const n = BigInt(numberCount(structure));
      let num = 0n;
      let binom = 1n;
      for (let j = 0; j <= rule.pick; j++) {
        const term = binom * BigInt(100 - j) ** n;
        num += j % 2 === 0 ? term : -term;
        binom = (binom * BigInt(rule.pick - j)) / BigInt(j + 1);
      }
      return ratio(num, 100n ** n);
    }
    case 'none-appear': {
      const n = BigInt(numberCount(structure));
      return ratio(BigInt(100 - rule.pick) ** n, 100n ** n);
    }
    case 'digit':
      return ratio(1n, 10n);
    case 'size':
    case 'parity': {
      if (rule.of === 'position') {
        // Digits 0–9: five are big (5–9) and five odd, whichever side the pick names.
        const favourable = rule.kind === 'size' ? 10 - D5_DIGIT_BIG_FROM : 5;
        return ratio(BigInt(favourable), 10n);
      }
      const ways = fiveDigitSumWays();
      // Both sides of each split have the same count; count the "big" / "odd" side and state it.
      const favourable = ways.reduce(
        (acc, w, s) => acc + ((rule.kind === 'size' ? s >= D5_SUM_BIG_FROM : s % 2 === 1) ? w : 0n),
        0n,
      );
      return ratio(favourable, 100_000n);
    }
  }
};

/** RTP of a bet type under given odds: expected hits × payout ÷ price. */
export const rtpOf = (structure: DrawStructure, rule: BetRule, odds: BetOdds): Ratio => {
  const hits = expectedHits(structure, rule);
  return ratio(hits.num * odds.payout, hits.den * odds.price);
};

/** RTP of a bet type's default odds on a structure, or undefined when the structure does not offer it. */
export const defaultRtp = (structure: DrawStructure, betType: BetType): Ratio | undefined => {
  const odds = betType.defaults[structure.code];
  return odds ? rtpOf(structure, betType.rule, odds) : undefined;
};

/** Whether lo ≤ r ≤ hi, with the bounds in percent, compared exactly. */
export const rtpWithin = (r: Ratio, loPercent: number, hiPercent: number): boolean =>
  r.num * 100n >= BigInt(loPercent) * r.den && r.num * 100n <= BigInt(hiPercent) * r.den;

/** The fair payout (RTP 100%) per unit price, as a float, for documentation. */
export const fairOdds = (structure: DrawStructure, rule: BetRule): number => {
  const hits = expectedHits(structure, rule);
  return ratioToNumber({ num: hits.den, den: hits.num });
};
