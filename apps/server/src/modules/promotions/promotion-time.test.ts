import { describe, expect, it } from 'vitest';
import { addDays, lastRebatePeriod, limitPrefix, localDay, mondayOf } from './promotion-time.js';

describe('promotion time', () => {
  it('reads the local day in the brand zone', () => {
    // 17:30 UTC is already the next day in Manila (UTC+8).
    expect(localDay(new Date('2026-11-27T17:30:00Z'), 'Asia/Manila')).toBe('2026-11-28');
    expect(localDay(new Date('2026-11-27T17:30:00Z'), 'UTC')).toBe('2026-11-27');
  });
  it('moves days and finds Mondays', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
  });
  it('builds limit prefixes', () => {
    const at = new Date('2026-11-27T05:00:00Z');
    expect(limitPrefix('DAY', at, 'Asia/Manila')).toBe('DAY:2026-11-27');
    expect(limitPrefix('WEEK', at, 'Asia/Manila')).toBe('WEEK:2026-11-23');
    expect(limitPrefix('LIFETIME', at, 'Asia/Manila')).toBe('LIFE');
  });
  it('answers the last complete rebate period in the zone', () => {
    const d = lastRebatePeriod('DAILY', new Date('2026-11-27T05:00:00Z'), 'Asia/Manila');
    expect(d.key).toBe('D:2026-11-26');
    expect(d.from.toISOString()).toBe('2026-11-25T16:00:00.000Z');
    expect(d.to.toISOString()).toBe('2026-11-26T16:00:00.000Z');
    const w = lastRebatePeriod('WEEKLY', new Date('2026-11-27T05:00:00Z'), 'Asia/Manila');
    expect(w.key).toBe('W:2026-11-16');
    expect(w.to.toISOString()).toBe('2026-11-22T16:00:00.000Z');
  });
});
