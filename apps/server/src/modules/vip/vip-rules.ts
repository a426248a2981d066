import type { VipUpgradeMode } from '@pagoda/contracts';

/**
 * The VIP rules as pure functions (docs/promotions.md, ## VIP and referrals), so the service, the
 * jobs and the unit tests agree on one reading.
 */
export type LevelRule = {
  level: number;
  depositThreshold: bigint;
  turnoverThreshold: bigint;
  upgradeMode: VipUpgradeMode;
  maintainTurnover: bigint;
};

/** Whether the member's figures reach a level: OR needs either threshold, AND both. */
export const reaches = (l: LevelRule, qualifyingDeposit: bigint, monthTurnover: bigint): boolean => {
  const byDeposit = qualifyingDeposit >= l.depositThreshold;
  const byTurnover = monthTurnover >= l.turnoverThreshold;
  return l.upgradeMode === 'AND' ? byDeposit && byTurnover : byDeposit || byTurnover;
};

/**
 * The level after an upgrade check: the highest level the figures reach, never below the current
 * one (an upgrade check never downgrades). Levels are checked in order and a level is only reached
 * through the ones below it, so a gap in the figures stops the climb.
 */
export const upgradeTarget = (
  levels: readonly LevelRule[],
  current: number,
  qualifyingDeposit: bigint,
  monthTurnover: bigint,
): number => {
  let reached = 0;
  for (const l of [...levels].sort((a, b) => a.level - b.level)) {
    if (l.level === 0) continue;
    if (!reaches(l, qualifyingDeposit, monthTurnover)) break;
    reached = l.level;
  }
  return Math.max(current, reached);
};

/**
 * The month-end review of one member: a level whose maintain turnover the past month did not reach
 * drops by one level (never more per review), never below a pinned level, and a level reached during
 * the reviewed month is kept (it had no full month to prove itself).
 */
export const reviewTarget = (
  levels: readonly LevelRule[],
  p: { level: number; pinnedLevel: number | null; pastMonthTurnover: bigint; reachedInReviewedMonth: boolean },
): number => {
  if (p.level <= 0 || p.reachedInReviewedMonth) return p.level;
  const rule = levels.find((l) => l.level === p.level);
  if (!rule || p.pastMonthTurnover >= rule.maintainTurnover) return p.level;
  const lower = Math.max(...levels.filter((l) => l.level < p.level).map((l) => l.level), 0);
  return Math.max(lower, p.pinnedLevel ?? 0);
};

export type LevelCheck = { ok: true } | { ok: false; reason: string };

/**
 * A level table is valid when its levels are 0, 1, 2... without gaps, level 0 has zero thresholds
 * (every member is at least level 0), and each level's deposit and turnover thresholds are strictly
 * above the level below (so levels are strictly increasing, whichever mode each uses).
 */
export const checkLevelTable = (levels: readonly LevelRule[]): LevelCheck => {
  const sorted = [...levels].sort((a, b) => a.level - b.level);
  for (const [i, l] of sorted.entries())
    if (l.level !== i) return { ok: false, reason: `levels must be 0..${sorted.length - 1} without gaps or repeats` };
  const first = sorted[0];
  if (!first || first.depositThreshold !== 0n || first.turnoverThreshold !== 0n)
    return { ok: false, reason: 'level 0 must have zero thresholds' };
  for (let i = 1; i < sorted.length; i++) {
    const [a, b] = [sorted[i - 1]!, sorted[i]!];
    if (b.depositThreshold <= a.depositThreshold)
      return { ok: false, reason: `level ${b.level}: deposit threshold must be above level ${a.level}'s` };
    if (b.turnoverThreshold <= a.turnoverThreshold)
      return { ok: false, reason: `level ${b.level}: turnover threshold must be above level ${a.level}'s` };
  }
  return { ok: true };
};

/** A day's rebate: basis points of each category's valid bets, rounded down to the cent. */
export const rebateAmount = (
  byCategory: Record<string, bigint>,
  bps: Record<string, number>,
): { total: bigint; parts: Record<string, bigint> } => {
  const parts: Record<string, bigint> = {};
  let total = 0n;
  for (const [category, turnover] of Object.entries(byCategory)) {
    const rate = BigInt(bps[category] ?? 0);
    const part = (turnover * rate) / 10_000n;
    if (part > 0n) {
      parts[category] = part;
      total += part;
    }
  }
  return { total, parts };
};

// Calendar in the brand's time zone ------------------------------------------------------------

const parts = (at: Date, timeZone: string) => {
  const f = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const o = Object.fromEntries(f.formatToParts(at).map((p) => [p.type, p.value]));
  return {
    y: Number(o.year),
    m: Number(o.month),
    d: Number(o.day),
    h: Number(o.hour),
    mi: Number(o.minute),
    s: Number(o.second),
  };
};

/** The zone's offset from UTC at an instant, in ms. */
const offsetAt = (at: Date, timeZone: string) => {
  const p = parts(at, timeZone);
  return Date.UTC(p.y, p.m - 1, p.d, p.h, p.mi, p.s) - Math.floor(at.getTime() / 1000) * 1000;
};

/** The instant a local date's midnight begins in the zone. */
export const zonedMidnight = (y: number, m: number, d: number, timeZone: string): Date => {
  const guess = Date.UTC(y, m - 1, d);
  const first = guess - offsetAt(new Date(guess), timeZone);
  return new Date(guess - offsetAt(new Date(first), timeZone));
};

/** The local date (YYYY-MM-DD) of an instant in the zone. */
export const localDate = (at: Date, timeZone: string): string => {
  const p = parts(at, timeZone);
  return `${p.y}-${String(p.m).padStart(2, '0')}-${String(p.d).padStart(2, '0')}`;
};

/** The month (YYYY-MM) of an instant in the zone. */
export const periodOf = (at: Date, timeZone: string): string => localDate(at, timeZone).slice(0, 7);

/** The month before a YYYY-MM. */
export const previousPeriod = (period: string): string => {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
};

/** [start, end) of a YYYY-MM in the zone. */
export const periodRange = (period: string, timeZone: string): { from: Date; to: Date } => {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return {
    from: zonedMidnight(y, m, 1, timeZone),
    to: m === 12 ? zonedMidnight(y + 1, 1, 1, timeZone) : zonedMidnight(y, m + 1, 1, timeZone),
  };
};

/** [start, end) of a local date (YYYY-MM-DD) in the zone. */
export const dayRange = (date: string, timeZone: string): { from: Date; to: Date } => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return {
    from: zonedMidnight(y, m, d, timeZone),
    to: zonedMidnight(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), timeZone),
  };
};

/** The day before a YYYY-MM-DD. */
export const previousDay = (date: string): string => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
};

/**
 * Whether a date of birth (YYYY-MM-DD) falls on a local date: 29 February is celebrated on
 * 28 February in years without one.
 */
export const isBirthday = (birthDate: string, today: string): boolean => {
  const [y] = today.split('-').map(Number) as [number];
  const md = birthDate.slice(5);
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const celebrated = md === '02-29' && !leap ? '02-28' : md;
  return celebrated === today.slice(5);
};
