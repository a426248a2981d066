/**
 * Date windows of the records pages (previous or next 7 and 30 days, plus a custom
 * from/to). Days are local calendar days as yyyy-MM-dd; the API gets epoch ms from the start of
 * `from` to the end of `to`. "Previous N" shows the N days just before the current window, "next
 * N" the N days just after it, never past today (docs/decisions.md).
 */
export type DateRange = { from: string; to: string };
export type DatePreset = 'prev7' | 'next7' | 'prev30' | 'next30';
export const DATE_PRESETS: DatePreset[] = ['prev30', 'prev7', 'next7', 'next30'];
/** The server refuses windows longer than 93 days. */
export const MAX_RANGE_DAYS = 93;

const pad = (n: number) => String(n).padStart(2, '0');
export const toDay = (d: Date): string => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const parseDay = (day: string): Date => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y!, m! - 1, d);
};
export const addDays = (day: string, n: number): string => {
  const d = parseDay(day);
  d.setDate(d.getDate() + n);
  return toDay(d);
};

/** The default window: the last `days` days up to and including today. */
export const lastDays = (days: number, today: Date = new Date()): DateRange => {
  const to = toDay(today);
  return { from: addDays(to, -(days - 1)), to };
};

/** True when the preset would move the window (next is refused once the window reaches today). */
export const presetEnabled = (preset: DatePreset, range: DateRange, today: Date = new Date()): boolean =>
  preset.startsWith('prev') || range.to < toDay(today);

export const applyPreset = (preset: DatePreset, range: DateRange, today: Date = new Date()): DateRange => {
  const days = preset.endsWith('30') ? 30 : 7;
  if (preset.startsWith('prev')) {
    const to = addDays(range.from, -1);
    return { from: addDays(to, -(days - 1)), to };
  }
  const last = toDay(today);
  if (range.to >= last) return range;
  const from = addDays(range.to, 1);
  const to = addDays(from, days - 1);
  return to > last ? { from: addDays(last, -(days - 1)), to: last } : { from, to };
};

/** Why a custom window is refused (an i18n key), or null when it is fine. */
export const rangeError = (range: DateRange): string | null => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(range.from) || !/^\d{4}-\d{2}-\d{2}$/.test(range.to)) return 'common.range_invalid';
  if (range.to < range.from) return 'common.range_reversed';
  const days = Math.round((parseDay(range.to).getTime() - parseDay(range.from).getTime()) / 86_400_000) + 1;
  return days > MAX_RANGE_DAYS ? 'common.range_too_long' : null;
};

/** Epoch ms of the window: from 00:00:00.000 of `from` to 23:59:59.999 of `to`, local time. */
export const rangeToTimes = (range: DateRange): { startTime: number; endTime: number } => {
  const start = parseDay(range.from);
  const end = parseDay(range.to);
  end.setHours(23, 59, 59, 999);
  return { startTime: start.getTime(), endTime: end.getTime() };
};
