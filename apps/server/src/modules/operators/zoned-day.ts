/** Minutes east of UTC of `tz` at instant `ms`. */
const offsetMinutes = (ms: number, tz: string) => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: tz,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(ms));
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value ?? 0);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - Math.floor(ms / 1000) * 1000) / 60_000);
};

/** The instant a day (YYYY-MM-DD) starts in a time zone; `plusDays` moves to a later day's start. */
export const startOfDayIn = (day: string, tz: string, plusDays = 0): Date => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d + plusDays);
  const first = guess - offsetMinutes(guess, tz) * 60_000;
  return new Date(guess - offsetMinutes(first, tz) * 60_000);
};
