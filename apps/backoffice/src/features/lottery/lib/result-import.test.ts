import { describe, expect, it } from 'vitest';
import type { Structure } from './prize-tables';
import { parseResultFile } from './result-import';

const structure: Structure = [
  {
    station: 'MB',
    stationName: 'Miền Bắc',
    prizes: [
      { prize: 'DB', count: 1, digits: 5 },
      { prize: 'G7', count: 2, digits: 2 },
    ],
  },
];
const tables = { MB: { DB: ['01234'], G7: ['07', '99'] } };

describe('parseResultFile', () => {
  it('reads the API tables as JSON, bare or under "tables"', () => {
    expect(parseResultFile(JSON.stringify(tables), structure)).toEqual({ tables, problems: [] });
    expect(parseResultFile(JSON.stringify({ tables }), structure)).toEqual({ tables, problems: [] });
  });

  it('reads CSV lines station,prize,number with an optional header, keeping leading zeros', () => {
    const csv = '\uFEFFstation,prize,number\r\nMB,DB,01234\r\nMB,G7,07\r\n"MB","G7","99"\r\n';
    expect(parseResultFile(csv, structure)).toEqual({ tables, problems: [] });
    expect(parseResultFile('MB,DB,01234\nMB,G7,07\nMB,G7,99', structure).problems).toEqual([]);
  });

  it('names the line that is not station,prize,number, and JSON that cannot be read', () => {
    expect(parseResultFile('MB,DB,01234\nMB;G7;07', structure).problems).toEqual([{ kind: 'syntax', line: 2 }]);
    expect(parseResultFile('{"MB": ', structure).problems).toEqual([{ kind: 'syntax' }]);
    expect(parseResultFile('{"MB": {"DB": [12345]}}', structure).problems).toEqual([{ kind: 'syntax' }]);
  });

  it('refuses numbers without the prize’s digits, wrong counts, unknown and missing stations or prizes', () => {
    const { problems } = parseResultFile(
      JSON.stringify({ MB: { DB: ['1234'], G7: ['07'], G9: ['1'] }, MT: { DB: ['00000'] } }),
      structure,
    );
    expect(problems).toEqual([
      { kind: 'digits', station: 'MB', prize: 'DB', number: '1234', digits: 5 },
      { kind: 'count', station: 'MB', prize: 'G7', expected: 2, got: 1 },
      { kind: 'prize', station: 'MB', prize: 'G9' },
      { kind: 'station', station: 'MT' },
    ]);
    expect(parseResultFile('MB,DB,01234', structure).problems).toEqual([
      { kind: 'missing', station: 'MB', prize: 'G7' },
    ]);
    expect(parseResultFile('{}', structure).problems).toEqual([{ kind: 'missing', station: 'MB' }]);
  });

  it('refuses letters and signs where digits are expected', () => {
    const bad = { MB: { DB: ['1234a'], G7: ['-7', '7 '] } };
    const kinds = parseResultFile(JSON.stringify(bad), structure).problems.map((p) => p.kind);
    // '7 ' is trimmed to '7' (one digit, not two): all three refused.
    expect(kinds).toEqual(['digits', 'digits', 'digits']);
  });
});
