import { randomInt } from 'node:crypto';

export type SplitRule = { budget: bigint; count: number; min: bigint; max: bigint };

/** Why a rule cannot be split, or null: count × min ≤ budget ≤ count × max. */
export const splitProblem = (r: SplitRule): string | null => {
  if (r.count < 1) return 'count: at least 1';
  if (r.min <= 0n || r.max < r.min) return 'min/max: 0 < min ≤ max';
  if (BigInt(r.count) * r.min > r.budget) return 'budget: below count × min';
  if (BigInt(r.count) * r.max < r.budget) return 'budget: above count × max';
  return null;
};

/** A crypto-random integer in [0, n) for a bigint bound (randomInt takes at most 2^48 - 1). */
const randomBelow = (n: bigint): bigint => {
  if (n <= 0n) return 0n;
  if (n < 2n ** 47n) return BigInt(randomInt(Number(n)));
  // Rejection sampling over 48-bit limbs: uniform, no modulo bias.
  const bits = n.toString(2).length;
  for (;;) {
    let v = 0n;
    for (let b = 0; b < bits; b += 47) v = (v << 47n) | BigInt(randomInt(2 ** 47));
    v &= (1n << BigInt(bits)) - 1n;
    if (v < n) return v;
  }
};

/**
 * Splits a rain's budget into `count` envelopes between min and max, with the CSPRNG
 * (crypto.randomInt): every envelope starts at min, the rest is shared out by random weights
 * (capped at max), the rounding left-over goes to random envelopes with room, then the order is
 * shuffled (Fisher-Yates). The amounts always sum to the budget exactly.
 */
export const splitBudget = (r: SplitRule): bigint[] => {
  const problem = splitProblem(r);
  if (problem) throw new Error(`red envelope split: ${problem}`);
  const cap = r.max - r.min;
  const rest = r.budget - BigInt(r.count) * r.min;
  const weights = Array.from({ length: r.count }, () => BigInt(randomInt(1, 1_000_001)));
  const total = weights.reduce((a, b) => a + b, 0n);
  const extra = weights.map((w) => {
    const share = (rest * w) / total;
    return share > cap ? cap : share;
  });
  let left = rest - extra.reduce((a, b) => a + b, 0n);
  while (left > 0n) {
    const open = extra.map((e, i) => (e < cap ? i : -1)).filter((i) => i >= 0);
    const i = open[randomInt(open.length)]!;
    const room = cap - extra[i]!;
    const add = 1n + randomBelow(room < left ? room : left);
    extra[i] = extra[i]! + add;
    left -= add;
  }
  const amounts = extra.map((e) => e + r.min);
  for (let i = amounts.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [amounts[i], amounts[j]] = [amounts[j]!, amounts[i]!];
  }
  return amounts;
};
