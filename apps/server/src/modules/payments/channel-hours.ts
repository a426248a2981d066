/** The minutes since midnight of a moment in a time zone. */
const minutesIn = (now: Date, timeZone: string) => {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .formatToParts(now)
    .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {});
  return Number(parts.hour) * 60 + Number(parts.minute);
};

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * Whether a channel takes orders at `now`: no hours means always; a window whose end is before its
 * start spans midnight (22:00-06:00). The end minute is excluded.
 */
export const isOpenAt = (
  c: { openFrom: string | null; openTo: string | null; timeZone: string },
  now: Date = new Date(),
) => {
  if (!c.openFrom || !c.openTo) return true;
  const m = minutesIn(now, c.timeZone);
  const from = toMinutes(c.openFrom);
  const to = toMinutes(c.openTo);
  return from < to ? m >= from && m < to : m >= from || m < to;
};
