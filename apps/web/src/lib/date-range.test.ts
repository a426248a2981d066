import { describe, expect, it } from 'vitest';
import { applyPreset, lastDays, presetEnabled, rangeError, rangeToTimes } from './date-range';

const today = new Date(2026, 2, 15, 10, 30); // 2026-03-15

describe('date presets', () => {
  it('starts with the last 7 days including today', () => {
    expect(lastDays(7, today)).toEqual({ from: '2026-03-09', to: '2026-03-15' });
  });

  it('previous 7 / 30 days show the window just before the current one, across months', () => {
    const week = lastDays(7, today);
    expect(applyPreset('prev7', week, today)).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    expect(applyPreset('prev30', week, today)).toEqual({ from: '2026-02-07', to: '2026-03-08' });
  });

  it('next 7 / 30 days move forward but never past today', () => {
    expect(applyPreset('next7', { from: '2026-02-01', to: '2026-02-07' }, today)).toEqual({
      from: '2026-02-08',
      to: '2026-02-14',
    });
    expect(applyPreset('next30', { from: '2026-03-01', to: '2026-03-07' }, today)).toEqual({
      from: '2026-02-14',
      to: '2026-03-15',
    });
    const current = lastDays(7, today);
    expect(presetEnabled('next7', current, today)).toBe(false);
    expect(applyPreset('next7', current, today)).toBe(current);
    expect(presetEnabled('prev7', current, today)).toBe(true);
  });

  it('handles a leap day and a year boundary', () => {
    expect(applyPreset('prev7', { from: '2024-03-03', to: '2024-03-09' }, today)).toEqual({
      from: '2024-02-25',
      to: '2024-03-02',
    });
    expect(applyPreset('next7', { from: '2025-12-25', to: '2025-12-31' }, today)).toEqual({
      from: '2026-01-01',
      to: '2026-01-07',
    });
  });

  it('checks custom windows: format, order and the 93-day limit', () => {
    expect(rangeError({ from: '2026-01-01', to: '2026-01-31' })).toBeNull();
    expect(rangeError({ from: '2026-01-31', to: '2026-01-01' })).toBe('common.range_reversed');
    expect(rangeError({ from: '', to: '2026-01-01' })).toBe('common.range_invalid');
    expect(rangeError({ from: '2026-01-01', to: '2026-04-03' })).toBeNull(); // 93 days
    expect(rangeError({ from: '2026-01-01', to: '2026-04-04' })).toBe('common.range_too_long');
  });

  it('turns a window into start-of-day to end-of-day epoch ms', () => {
    const { startTime, endTime } = rangeToTimes({ from: '2026-03-09', to: '2026-03-15' });
    expect(startTime).toBe(new Date(2026, 2, 9).getTime());
    expect(endTime).toBe(new Date(2026, 2, 15, 23, 59, 59, 999).getTime());
  });
});
