import { describe, expect, it } from 'vitest';
import { occurrences } from './engagement.service.js';
import { periodOf, previousPeriod } from './periods.js';

describe('periods in the brand time zone', () => {
  it('a Manila day starts at 16:00 UTC the day before', () => {
    const p = periodOf('DAILY', 'Asia/Manila', new Date('2026-11-27T15:59:59Z'));
    expect(p.key).toBe('2026-11-27');
    expect(p.start.toISOString()).toBe('2026-11-26T16:00:00.000Z');
    expect(p.end.toISOString()).toBe('2026-11-27T16:00:00.000Z');
    expect(periodOf('DAILY', 'Asia/Manila', new Date('2026-11-27T16:00:00Z')).key).toBe('2026-11-28');
  });

  it('weeks run Monday to Sunday with ISO week keys', () => {
    const p = periodOf('WEEKLY', 'UTC', new Date('2026-11-27T12:00:00Z'));
    expect(p.key).toBe('2026-W48');
    expect(p.start.toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(p.end.toISOString()).toBe('2026-11-30T00:00:00.000Z');
    expect(previousPeriod('WEEKLY', 'UTC', new Date('2026-11-27T12:00:00Z')).key).toBe('2026-W47');
  });

  it('a DST day is 23 hours long', () => {
    const p = periodOf('DAILY', 'Europe/London', new Date('2026-03-29T12:00:00Z'));
    expect(p.end.getTime() - p.start.getTime()).toBe(23 * 3_600_000);
  });
});

describe('rain occurrences', () => {
  const s = { startAt: new Date('2026-11-27T00:00:00Z'), everyMinutes: 60, durationMinutes: 5 };
  it('is active in the first minutes of each hour, else names the next start', () => {
    const a = occurrences(s, new Date('2026-11-27T10:03:00Z'));
    expect(a.active?.toISOString()).toBe('2026-11-27T10:00:00.000Z');
    const b = occurrences(s, new Date('2026-11-27T10:06:00Z'));
    expect(b.active).toBeNull();
    expect(b.next?.toISOString()).toBe('2026-11-27T11:00:00.000Z');
    expect(occurrences(s, new Date('2026-11-26T23:00:00Z')).next?.toISOString()).toBe('2026-11-27T00:00:00.000Z');
  });
  it('a one-off schedule rains once', () => {
    const once = { ...s, everyMinutes: 0 };
    expect(occurrences(once, new Date('2026-11-27T00:04:00Z')).active).not.toBeNull();
    expect(occurrences(once, new Date('2026-11-27T01:00:00Z'))).toEqual({ active: null, next: null });
  });
});
