import { describe, expect, it } from 'vitest';
import { minorToNumber, minorToText, moneySchema, parseMinor } from './money.js';

describe('parseMinor', () => {
  it('reads whole and decimal amounts without floats', () => {
    expect(parseMinor('0')).toBe(0n);
    expect(parseMinor('12')).toBe(1200n);
    expect(parseMinor('12.3')).toBe(1230n);
    expect(parseMinor('12.34')).toBe(1234n);
    expect(parseMinor('1000000000.00')).toBe(100_000_000_000n);
  });
  it('refuses anything else', () => {
    for (const bad of ['', '-1', '1.234', '01', '1e3', 'NaN', '1,000', ' 1', '.5', '1.', '12345678901'])
      expect(parseMinor(bad), bad).toBeNull();
  });
});

describe('moneySchema', () => {
  it('accepts numbers and strings with up to 2 decimals', () => {
    expect(moneySchema.parse(0.1)).toBe('0.10');
    expect(moneySchema.parse('250')).toBe('250.00');
    expect(moneySchema.parse(99.99)).toBe('99.99');
  });
  it('refuses zero, negatives, NaN, infinity, 3 decimals, float noise and the maximum + 0.01', () => {
    for (const bad of [0, -1, Number.NaN, Number.POSITIVE_INFINITY, 1.234, 0.1 + 0.2, '1000000000.01', 'abc'])
      expect(moneySchema.safeParse(bad).success, String(bad)).toBe(false);
  });
  it('refuses surrounding whitespace and control characters like every other malformed amount', () => {
    for (const bad of [' 1', '1 ', '\t1', '1\n', '\u00001', ' 1.50 '])
      expect(moneySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });
});

describe('minor unit output', () => {
  it('formats exactly', () => {
    expect(minorToText(1230n)).toBe('12.30');
    expect(minorToText(-5n)).toBe('-0.05');
    expect(minorToNumber(1234n)).toBe(12.34);
    expect(minorToNumber(100_000_000_000n)).toBe(1_000_000_000);
  });
});
