import { describe, expect, it } from 'vitest';
import { daysRange, presetOf, presetRange } from './date-range';

// 2026-11-27 03:00 UTC is already 10:00 on the 27th in Ho Chi Minh City (UTC+7) and still the 26th in New York.
const now = Date.UTC(2026, 10, 27, 3, 0);

describe('date ranges in the brand time zone', () => {
  it('today starts at local midnight and ends at the next one', () => {
    expect(presetRange('today', 'Asia/Ho_Chi_Minh', now)).toEqual({
      from: Date.UTC(2026, 10, 26, 17, 0),
      to: Date.UTC(2026, 10, 27, 17, 0),
    });
    expect(presetRange('today', 'America/New_York', now)).toEqual({
      from: Date.UTC(2026, 10, 26, 5, 0),
      to: Date.UTC(2026, 10, 27, 5, 0),
    });
  });

  it('the last 7 and 30 days include today', () => {
    const r7 = presetRange('last7', 'UTC', now);
    expect(r7).toEqual({ from: Date.UTC(2026, 10, 21), to: Date.UTC(2026, 10, 28) });
    const r30 = presetRange('last30', 'UTC', now);
    expect((r30.to - r30.from) / 86_400_000).toBe(30);
    expect(presetOf(r7, 'UTC', now)).toBe('last7');
    expect(presetOf(daysRange(Date.UTC(2026, 10, 1), Date.UTC(2026, 10, 3), 'UTC'), 'UTC', now)).toBeNull();
  });
});
