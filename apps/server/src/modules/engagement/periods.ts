import type { EngagementPeriod } from '@pagoda/contracts';

/** A mission or leaderboard period: its key (2026-11-27, or 2026-W48 for a week) and its [start, end). */
export type Period = { key: string; start: Date; end: Date };

const partsIn = (tz: string, d: Date) => {
  const f = new Intl.DateTimeFormat('en-US', {
    timeZone: tz,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const p = Object.fromEntries(f.formatToParts(d).map((x) => [x.type, x.value]));
  return { y: +p.year!, m: +p.month!, d: +p.day!, h: +p.hour!, min: +p.minute!, s: +p.second! };
};

/** How far the zone is ahead of UTC at this instant, in ms. */
const offsetAt = (tz: string, d: Date) => {
  const p = partsIn(tz, d);
  return Date.UTC(p.y, p.m - 1, p.d, p.h, p.min, p.s) - Math.floor(d.getTime() / 1000) * 1000;
};

/** The instant of local midnight of a calendar date in the zone (DST-safe: the offset is re-read once). */
const localMidnight = (tz: string, y: number, m: number, d: number) => {
  const guess = Date.UTC(y, m - 1, d);
  const first = guess - offsetAt(tz, new Date(guess));
  return new Date(guess - offsetAt(tz, new Date(first)));
};

const pad = (n: number) => String(n).padStart(2, '0');

/** ISO week number and its year of a calendar date. */
const isoWeek = (y: number, m: number, d: number) => {
  const t = new Date(Date.UTC(y, m - 1, d));
  const day = t.getUTCDay() || 7;
  t.setUTCDate(t.getUTCDate() + 4 - day);
  const yearStart = Date.UTC(t.getUTCFullYear(), 0, 1);
  return { year: t.getUTCFullYear(), week: Math.ceil(((t.getTime() - yearStart) / 86_400_000 + 1) / 7) };
};

/** The period containing `at`, in the brand's time zone (weeks run Monday to Sunday). */
export const periodOf = (period: EngagementPeriod, tz: string, at: Date): Period => {
  const p = partsIn(tz, at);
  if (period === 'DAILY') {
    const next = new Date(Date.UTC(p.y, p.m - 1, p.d + 1));
    return {
      key: `${p.y}-${pad(p.m)}-${pad(p.d)}`,
      start: localMidnight(tz, p.y, p.m, p.d),
      end: localMidnight(tz, next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()),
    };
  }
  const dow = new Date(Date.UTC(p.y, p.m - 1, p.d)).getUTCDay() || 7;
  const monday = new Date(Date.UTC(p.y, p.m - 1, p.d - (dow - 1)));
  const nextMonday = new Date(monday.getTime() + 7 * 86_400_000);
  const w = isoWeek(monday.getUTCFullYear(), monday.getUTCMonth() + 1, monday.getUTCDate());
  return {
    key: `${w.year}-W${pad(w.week)}`,
    start: localMidnight(tz, monday.getUTCFullYear(), monday.getUTCMonth() + 1, monday.getUTCDate()),
    end: localMidnight(tz, nextMonday.getUTCFullYear(), nextMonday.getUTCMonth() + 1, nextMonday.getUTCDate()),
  };
};

/** The period just before the one containing `at` (the one a payout job settles). */
export const previousPeriod = (period: EngagementPeriod, tz: string, at: Date): Period =>
  periodOf(period, tz, new Date(periodOf(period, tz, at).start.getTime() - 1));
