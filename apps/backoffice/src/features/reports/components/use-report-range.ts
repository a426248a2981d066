import { useState } from 'react';

/** The calendar day of an instant (now by default) in a time zone (YYYY-MM-DD); the browser's zone when none is given. */
export const todayIn = (tz?: string, at = new Date()) =>
  new Intl.DateTimeFormat('en-CA', {
    ...(tz ? { timeZone: tz } : {}),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);

export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

export type ReportRange = { from: string; to: string; tz: string };

/**
 * A report's range: whole days from and to (both included) in a time zone; '' is the brand's zone,
 * which the server applies and names in its answer.
 */
export const useReportRange = (days = 7) => {
  const [range, setRange] = useState<ReportRange>(() => {
    const to = todayIn();
    return { from: addDays(to, -(days - 1)), to, tz: '' };
  });
  /** The query fields every report call takes. */
  const query = { from: range.from, to: range.to, ...(range.tz ? { tz: range.tz } : {}) };
  return { range, setRange, query };
};
