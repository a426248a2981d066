// Chase bets (nuôi / 追号): the same ticket over a series of periods, each with its own multiplier, optionally
// stopping after the first win. Pure planning; the vendor debits per period or up front as it decides.
export type ChaseStep = {
  periodId: string;
  multiplier: bigint;
  /** Base ticket cost × multiplier, minor units. */
  cost: bigint;
  /** Cost of this step and every one before it. */
  cumulative: bigint;
};

export type ChasePlan = { steps: ChaseStep[]; total: bigint; stopOnWin: boolean };

export type ChaseInput = {
  /** Period ids in draw order (schedule.periodsAfter gives them). */
  periodIds: readonly string[];
  /** One multiplier per period, or one for all. */
  multipliers: readonly bigint[] | bigint;
  /** Cost of the base ticket (multiplier 1), minor units. */
  baseCost: bigint;
  stopOnWin: boolean;
};

/** The steps and total cost of a chase; throws on an empty series, a length mismatch or a non-positive value. */
export const planChase = (input: ChaseInput): ChasePlan => {
  const n = input.periodIds.length;
  if (n === 0) throw new RangeError('a chase needs at least one period');
  if (new Set(input.periodIds).size !== n) throw new RangeError('a chase names each period once');
  const multipliers =
    typeof input.multipliers === 'bigint' ? new Array<bigint>(n).fill(input.multipliers) : input.multipliers;
  if (multipliers.length !== n) throw new RangeError('one multiplier per period');
  if (input.baseCost <= 0n) throw new RangeError('the base cost must be positive');
  let cumulative = 0n;
  const steps = input.periodIds.map((periodId, i) => {
    const multiplier = multipliers[i]!;
    if (multiplier <= 0n) throw new RangeError('multipliers must be positive');
    const cost = input.baseCost * multiplier;
    cumulative += cost;
    return { periodId, multiplier, cost, cumulative };
  });
  return { steps, total: cumulative, stopOnWin: input.stopOnWin };
};

/** Multipliers start, start×factor, start×factor², … (factor 1 = flat; 2 = doubling, gấp thếp), each ≤ max. */
export const multiplierSeries = (count: number, start = 1n, factor = 1n, max?: bigint): bigint[] => {
  const out: bigint[] = [];
  let m = start;
  for (let i = 0; i < count; i++) {
    out.push(max !== undefined && m > max ? max : m);
    m *= factor;
  }
  return out;
};

export type ChaseProgress = {
  /** Steps still to play. */
  remaining: ChaseStep[];
  /** Steps stopped by a win (refunded if they were paid up front). */
  stopped: ChaseStep[];
  refund: bigint;
};

/**
 * After a period settles: with stop-on-win and a win, every later step stops (and is refunded if prepaid);
 * otherwise the later steps remain.
 */
export const advanceChase = (plan: ChasePlan, settledPeriodId: string, won: boolean): ChaseProgress => {
  const index = plan.steps.findIndex((s) => s.periodId === settledPeriodId);
  if (index < 0) throw new RangeError(`period ${settledPeriodId} is not in the chase`);
  const later = plan.steps.slice(index + 1);
  if (plan.stopOnWin && won) return { remaining: [], stopped: later, refund: later.reduce((a, s) => a + s.cost, 0n) };
  return { remaining: later, stopped: [], refund: 0n };
};
