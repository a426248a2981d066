import type { PromotionLimitPeriod, RebatePeriod } from '@pagoda/contracts';
import { startOfDayIn } from '../operators/zoned-day.js';

/** The local date (YYYY-MM-DD) of an instant in a time zone. */
export const localDay = (at: Date, tz: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/** A date (YYYY-MM-DD) moved by whole days. */
export const addDays = (day: string, days: number): string => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

/** The Monday of a date's week (weeks start on Monday). */
export const mondayOf = (day: string): string => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const dow = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
  return addDays(day, -dow);
};

/** The prefix of the claim slots of the period `at` falls in: 'DAY:2026-11-27', 'WEEK:2026-11-23' or 'LIFE'. */
export const limitPrefix = (period: PromotionLimitPeriod, at: Date, tz: string): string => {
  if (period === 'LIFETIME') return 'LIFE';
  const day = localDay(at, tz);
  return period === 'DAY' ? `DAY:${day}` : `WEEK:${mondayOf(day)}`;
};

/** The last complete rebate period before `at`: its key and its [from, to) instants in the brand's zone. */
export const lastRebatePeriod = (period: RebatePeriod, at: Date, tz: string) => {
  const today = localDay(at, tz);
  const start = period === 'DAILY' ? addDays(today, -1) : addDays(mondayOf(today), -7);
  const days = period === 'DAILY' ? 1 : 7;
  return {
    key: `${period === 'DAILY' ? 'D' : 'W'}:${start}`,
    from: startOfDayIn(start, tz),
    to: startOfDayIn(start, tz, days),
  };
};
