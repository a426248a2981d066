// The chase panel's arithmetic: the plan a slip would place over consecutive draws, priced with the core's
// planChase exactly as the studio prices it (each draw's ticket is the slip at points × its multiplier).
import { LOTTERY_GAMES, multiplierSeries, periodById, periodsAfter, planChase } from '../../../src/lottery';
import { CHASE_LIMITS, type Chase, type ChaseBody } from '../../../src/shared/lottery-api';

export type ChaseSettings = { enabled: boolean; periods: string; doubling: boolean; stopOnWin: boolean };
export const CHASE_DEFAULTS: ChaseSettings = { enabled: false, periods: '5', doubling: false, stopOnWin: true };

/** The number of draws typed, or null outside 2–30. */
export const chasePeriods = (text: string): number | null => {
  if (!/^\d{1,2}$/.test(text.trim())) return null;
  const n = Number(text);
  return n >= CHASE_LIMITS.minPeriods && n <= CHASE_LIMITS.maxPeriods ? n : null;
};

/** The multiplier plan: flat, or doubling up to the studio's ceiling. */
export const chaseMultiplier = (doubling: boolean) => ({
  start: 1,
  factor: doubling ? 2 : 1,
  ...(doubling ? { max: CHASE_LIMITS.maxMultiplier } : {}),
});

export type ChasePreview = {
  steps: { numero: string; multiplier: bigint; cost: bigint }[];
  total: bigint;
  /** The cheapest and dearest draw (equal when flat). */
  first: bigint;
  last: bigint;
};

/**
 * The chase a slip would place: its draws from the one on sale (the core's schedule names them), each draw's
 * multiplier and cost, and the total paid now. Null when the slip has no cost yet or the count is out of range.
 */
export const chasePreview = (input: {
  gameCode: string;
  numero: string;
  baseCost: bigint;
  periods: number | null;
  doubling: boolean;
}): ChasePreview | null => {
  if (input.periods === null || input.baseCost <= 0n) return null;
  const game = LOTTERY_GAMES.find((g) => g.code === input.gameCode);
  const period = game ? periodById(game, input.numero) : undefined;
  // Without the schedule (an unknown game) the draws are labelled by their order.
  const numeros =
    game && period
      ? [period.periodId, ...periodsAfter(game, period, input.periods - 1).map((p) => p.periodId)]
      : Array.from({ length: input.periods }, (_, i) => `#${i + 1}`);
  const m = chaseMultiplier(input.doubling);
  const plan = planChase({
    periodIds: numeros,
    multipliers: multiplierSeries(
      input.periods,
      BigInt(m.start),
      BigInt(m.factor),
      m.max !== undefined ? BigInt(m.max) : undefined,
    ),
    baseCost: input.baseCost,
    stopOnWin: false,
  });
  const steps = plan.steps.map((s) => ({ numero: s.periodId, multiplier: s.multiplier, cost: s.cost }));
  return { steps, total: plan.total, first: steps[0]!.cost, last: steps[steps.length - 1]!.cost };
};

/** The chase call of a slip. */
export const chaseBodyOf = (
  ticket: Omit<ChaseBody, 'periods' | 'stopOnWin' | 'multiplier'>,
  settings: { periods: number; doubling: boolean; stopOnWin: boolean },
): ChaseBody => ({
  ...ticket,
  periods: settings.periods,
  stopOnWin: settings.stopOnWin,
  multiplier: chaseMultiplier(settings.doubling),
});

/** Whether a chase still has draws the member can cancel. */
export const canCancel = (c: Chase): boolean => c.status === 'RUNNING' && c.steps.some((s) => s.cancellable);
