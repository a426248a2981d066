import { describe, expect, it } from 'vitest';
import { formatMinor, formatMoney, formatTime } from './format';

describe('formatMinor', () => {
  it('prints two decimals with thousands separators from minor units', () => {
    expect(formatMinor(123456789n)).toBe('1,234,567.89');
    expect(formatMinor(5)).toBe('0.05');
    expect(formatMinor(-100050n)).toBe('-1,000.50');
    expect(formatMinor(900719925474099312n)).toBe('9,007,199,254,740,993.12');
  });
});

describe('formatMoney', () => {
  it('prints API amounts with 2 decimals and thousands separators, rounded to the cent', () => {
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(250.5)).toBe('250.50');
    expect(formatMoney(1234567.8)).toBe('1,234,567.80');
    expect(formatMoney(-30)).toBe('-30.00');
    expect(formatMoney(0.1 + 0.2)).toBe('0.30');
    expect(formatMoney(1000000000)).toBe('1,000,000,000.00');
    expect(formatMoney(Number.NaN)).toBe('–');
  });
});

describe('formatTime', () => {
  it('prints yyyy-MM-dd hh:mm:ss', () => {
    const d = new Date(2026, 0, 5, 7, 8, 9).getTime();
    expect(formatTime(d)).toBe('2026-01-05 07:08:09');
  });
});
