import { describe, expect, it } from 'vitest';
import { formatMinor, formatTime } from './format';

describe('formatMinor', () => {
  it('prints two decimals with thousands separators from minor units', () => {
    expect(formatMinor(123456789n)).toBe('1,234,567.89');
    expect(formatMinor(5)).toBe('0.05');
    expect(formatMinor(-100050n)).toBe('-1,000.50');
    expect(formatMinor(900719925474099312n)).toBe('9,007,199,254,740,993.12');
  });
});

describe('formatTime', () => {
  it('prints yyyy-MM-dd hh:mm:ss', () => {
    const d = new Date(2026, 0, 5, 7, 8, 9).getTime();
    expect(formatTime(d)).toBe('2026-01-05 07:08:09');
  });
});
