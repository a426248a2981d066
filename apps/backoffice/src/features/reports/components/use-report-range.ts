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
 * which the server applies and names in its answer. Until the operator picks a range, the default
 * (the last `days` days) ends today in the brand's zone once an answer has named it: the browser's
 * day can be the brand's yesterday (UTC evening is the next morning in Asia), and a default ending
 * then would hide today's payments.
 */
export const useReportRange = (days = 7) => {
  const [picked, setPicked] = useState<ReportRange | null>(null);
  const [brandZone, setBrandZone] = useState<string>();
  const to = todayIn(brandZone);
  const range = picked ?? { from: addDays(to, -(days - 1)), to, tz: '' };
  /** The query fields every report call takes. */
  const query = { from: range.from, to: range.to, ...(range.tz ? { tz: range.tz } : {}) };
  return { range, setRange: setPicked, query, learnBrandZone: setBrandZone };
};
