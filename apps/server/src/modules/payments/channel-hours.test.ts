import { describe, expect, it } from 'vitest';
import { isOpenAt } from './channel-hours.js';

const at = (iso: string) => new Date(iso);

describe('isOpenAt', () => {
  it('is always open without hours', () => {
    expect(isOpenAt({ openFrom: null, openTo: null, timeZone: 'UTC' }, at('2026-11-27T03:00:00Z'))).toBe(true);
  });

  it('opens at the start minute and closes at the end minute', () => {
    const c = { openFrom: '09:00', openTo: '17:30', timeZone: 'UTC' };
    expect(isOpenAt(c, at('2026-11-27T08:59:00Z'))).toBe(false);
    expect(isOpenAt(c, at('2026-11-27T09:00:00Z'))).toBe(true);
    expect(isOpenAt(c, at('2026-11-27T17:29:00Z'))).toBe(true);
    expect(isOpenAt(c, at('2026-11-27T17:30:00Z'))).toBe(false);
  });

  it('spans midnight when the end is before the start', () => {
    const c = { openFrom: '22:00', openTo: '06:00', timeZone: 'UTC' };
    expect(isOpenAt(c, at('2026-11-27T23:00:00Z'))).toBe(true);
    expect(isOpenAt(c, at('2026-11-27T05:59:00Z'))).toBe(true);
    expect(isOpenAt(c, at('2026-11-27T12:00:00Z'))).toBe(false);
  });

  it("reads the clock in the channel's time zone", () => {
    // 01:00 UTC is 09:00 in Manila (UTC+8).
    const c = { openFrom: '09:00', openTo: '10:00', timeZone: 'Asia/Manila' };
    expect(isOpenAt(c, at('2026-11-27T01:00:00Z'))).toBe(true);
    expect(isOpenAt(c, at('2026-11-27T09:00:00Z'))).toBe(false);
  });
});
