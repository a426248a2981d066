import { describe, expect, it } from 'vitest';
import { formatCurrency, formatMinor, formatMoneyText, minorToText, parseMinor } from './money';

describe('money', () => {
  it('parses wire amounts into integer minor units without floats', () => {
    expect(parseMinor('12.50')).toBe(1250);
    expect(parseMinor('0.07')).toBe(7);
    expect(parseMinor('3')).toBe(300);
    expect(parseMinor('3.5')).toBe(350);
    expect(parseMinor('-1.25')).toBe(-125);
    // 0.1 + 0.2 style inputs stay exact because the digits are read, not a float.
    expect(parseMinor('999999999.99')).toBe(99999999999);
    expect(parseMinor('1.234')).toBeNull();
    expect(parseMinor('abc')).toBeNull();
    expect(parseMinor('')).toBeNull();
  });

  it('round-trips minor units through the wire form', () => {
    for (const m of [0, 1, 9, 10, 99, 100, 101, 123456, 99999999999]) expect(parseMinor(minorToText(m))).toBe(m);
    expect(minorToText(-125)).toBe('-1.25');
  });

  it('groups thousands and keeps two decimals', () => {
    expect(formatMinor(0)).toBe('0.00');
    expect(formatMinor(5)).toBe('0.05');
    expect(formatMinor(123456789)).toBe('1,234,567.89');
    expect(formatMinor(-100000)).toBe('-1,000.00');
    expect(formatMoneyText('1234.5')).toBe('1,234.50');
    expect(formatMoneyText('n/a')).toBe('n/a');
  });

  it('prefixes a currency symbol, or the code when it has none', () => {
    expect(formatCurrency(1250, 'USD')).toBe('$12.50');
    expect(formatCurrency(1250, 'cny')).toBe('¥12.50');
    expect(formatCurrency(1250, 'MMK')).toBe('MMK\u200912.50');
    expect(formatCurrency(-1250, 'USD')).toBe('-$12.50');
  });
});
