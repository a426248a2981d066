import { TZDate } from '@date-fns/tz';
import type { DateRange } from '../../../components/date-range-picker';

/** The lottery's days follow the operator's browser zone in the pickers; the vendor reads them as its brand days. */
export const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The calendar day (YYYY-MM-DD) of an instant in a zone. */
export const dayIn = (tz: string, at: Date | number = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

const startOf = (day: string, tz: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new TZDate(y, m - 1, d, tz).getTime();
};

export type DayRange = { from: string; to: string };

/** Days (both included) as the shared picker's epoch range, and back. */
export const toPicker = (r: DayRange, tz: string): DateRange => ({
  from: startOf(r.from, tz),
  to: startOf(addDays(r.to, 1), tz),
});
export const fromPicker = (r: DateRange, tz: string): DayRange => ({
  from: dayIn(tz, r.from),
  to: dayIn(tz, r.to - 1),
});
