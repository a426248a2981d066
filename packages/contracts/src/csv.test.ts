import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.js';

describe('csv', () => {
  it('quotes separators, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('x\ny')).toBe('"x\ny"');
    expect(csvCell(null)).toBe('');
  });

  it('keeps numbers (negative too) and defuses formulas', () => {
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('@cmd')).toBe("'@cmd");
  });

  it('starts with a byte-order mark and ends rows with CRLF', () => {
    const text = toCsv(['name', '金额'], [['Nguyễn', 1]]);
    expect(text.startsWith('\uFEFFname,金额\r\n')).toBe(true);
    expect(text.endsWith('Nguyễn,1\r\n')).toBe(true);
  });
});
