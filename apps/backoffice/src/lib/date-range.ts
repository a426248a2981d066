import { TZDate } from '@date-fns/tz';
import { addDays, startOfDay } from 'date-fns';

/** A range of whole days as epoch ms: `from` is the first day's start, `to` the start of the day after the last. */
export type DateRange = { from: number; to: number };
export type DateRangePreset = 'today' | 'last7' | 'last30';

/** The start of the day holding `at`, in the brand's time zone. */
export const dayStart = (at: number | Date, timeZone: string) => startOfDay(new TZDate(+at, timeZone)).getTime();

/** Whole days `from`..`last` (both included) in the time zone, as a half-open epoch range. */
export const daysRange = (from: number | Date, last: number | Date, timeZone: string): DateRange => ({
  from: dayStart(from, timeZone),
  to: addDays(startOfDay(new TZDate(+last, timeZone)), 1).getTime(),
});

/** Today, the last 7 days or the last 30 days (today included), in the brand's time zone. */
export const presetRange = (preset: DateRangePreset, timeZone: string, now = Date.now()): DateRange => {
  const days = preset === 'today' ? 1 : preset === 'last7' ? 7 : 30;
  const today = startOfDay(new TZDate(now, timeZone));
  return daysRange(addDays(today, -(days - 1)), today, timeZone);
};

/** Which preset a range is, if any. */
export const presetOf = (range: DateRange, timeZone: string, now = Date.now()): DateRangePreset | null =>
  (['today', 'last7', 'last30'] as const).find((p) => {
    const r = presetRange(p, timeZone, now);
    return r.from === range.from && r.to === range.to;
  }) ?? null;
