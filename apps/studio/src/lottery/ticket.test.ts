import { describe, expect, it } from 'vitest';
import { betTypeByCode, oddsFor } from './bet-types';
import { buildTicket, parseNumbers, ticketCost } from './ticket';

const lo2 = betTypeByCode('lo2')!;
const base = { structure: 'MB27' as const, points: 1n, unitMinor: 1000n };

describe('parseNumbers', () => {
  it('splits on spaces, commas, semicolons, dots, dashes, slashes, pipes, pluses and new lines', () => {
    expect(parseNumbers('12 34,56;78.90-01/02|03+04\n05\t06', lo2).numbers).toEqual([
      '12',
      '34',
      '56',
      '78',
      '90',
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
    ]);
    expect(parseNumbers('  12 ,, 34  ', lo2)).toEqual({ numbers: ['12', '34'], duplicates: [], errors: [] });
    expect(parseNumbers('', lo2)).toEqual({ numbers: [], duplicates: [], errors: [] });
  });

  it('keeps leading zeros and refuses a short, long or non-digit token instead of guessing', () => {
    const p = parseNumbers('05 5 123 ab 1a', lo2);
    expect(p.numbers).toEqual(['05']);
    expect(p.errors).toHaveLength(4);
    expect(parseNumbers('123 045', betTypeByCode('lo3')!).numbers).toEqual(['123', '045']);
    expect(parseNumbers('0123', betTypeByCode('lo4')!).numbers).toEqual(['0123']);
  });

  it('drops repeats after the first and reports them', () => {
    expect(parseNumbers('12 34 12 12 34', lo2)).toEqual({
      numbers: ['12', '34'],
      duplicates: ['12', '34'],
      errors: [],
    });
  });

  it('reads 5D words in English and Vietnamese, with or without diacritics', () => {
    expect(parseNumbers('big Lớn nho TÀI xỉu', betTypeByCode('d5-size')!).numbers).toEqual(['BIG', 'SMALL']);
    expect(parseNumbers('lẻ chan', betTypeByCode('d5-parity')!).numbers).toEqual(['ODD', 'EVEN']);
    expect(parseNumbers('odd', betTypeByCode('d5-size')!).errors).toHaveLength(1);
    expect(parseNumbers('7 10', betTypeByCode('d5-digit')!)).toMatchObject({
      numbers: ['7'],
      errors: [expect.any(String)],
    });
  });
});

describe('buildTicket', () => {
  it('prices lô by lines × points × price × unit', () => {
    const built = buildTicket({ ...base, betType: 'lo2', numbers: '12 34 56', points: 3n }, oddsFor('lo2', 'MB27')!);
    expect(built).toMatchObject({ ok: true, lines: 3n, cost: 3n * 3n * 27n * 1000n });
  });

  it('expands xiên and lô trượt into every combination of the numbers given', () => {
    const x = buildTicket({ ...base, betType: 'xien2', numbers: '11 22 33 44' }, oddsFor('xien2', 'MB27')!);
    expect(x).toMatchObject({ ok: true, lines: 6n, cost: 60_000n });
    const t = buildTicket({ ...base, betType: 'truot4', numbers: '11 22 33 44 55' }, oddsFor('truot4', 'MB27')!);
    expect(t).toMatchObject({ ok: true, lines: 5n });
    if (t.ok) expect(ticketCost(t.ticket, oddsFor('truot4', 'MB27')!)).toBe(50_000n);
  });

  it('refuses too few or too many numbers, bad tokens, a missing position and non-positive points', () => {
    const odds = oddsFor('xien3', 'MB27')!;
    expect(buildTicket({ ...base, betType: 'xien3', numbers: '11 22 11' }, odds)).toMatchObject({ ok: false });
    expect(buildTicket({ ...base, betType: 'xien3', numbers: '00 01 02 03 04 05 06 07 08 09 10' }, odds)).toMatchObject(
      { ok: false, errors: [expect.stringMatching(/at most 10/)] },
    );
    expect(buildTicket({ ...base, betType: 'lo2', numbers: '1' }, oddsFor('lo2', 'MB27')!)).toMatchObject({
      ok: false,
    });
    expect(
      buildTicket({ ...base, structure: 'D5', betType: 'd5-digit', numbers: '1' }, oddsFor('d5-digit', 'D5')!),
    ).toMatchObject({ ok: false, errors: ['a position 0–4 is required'] });
    expect(
      buildTicket(
        { ...base, structure: 'D5', betType: 'd5-digit', numbers: '1', position: 5 },
        oddsFor('d5-digit', 'D5')!,
      ),
    ).toMatchObject({ ok: false });
    expect(buildTicket({ ...base, betType: 'lo2', numbers: '12', position: 1 }, oddsFor('lo2', 'MB27')!)).toMatchObject(
      {
        ok: false,
      },
    );
    expect(buildTicket({ ...base, betType: 'lo2', numbers: '12', points: 0n }, oddsFor('lo2', 'MB27')!)).toMatchObject({
      ok: false,
    });
  });

  it('refuses a bet type the structure does not offer, and an unknown one', () => {
    expect(
      buildTicket({ ...base, betType: 'd5-digit', numbers: '1', position: 0 }, { price: 10n, payout: 95n }),
    ).toMatchObject({
      ok: false,
    });
    expect(buildTicket({ ...base, betType: 'nope', numbers: '1' }, { price: 1n, payout: 1n })).toMatchObject({
      ok: false,
    });
  });

  it('applies stake limits per number (line) and per ticket', () => {
    const odds = oddsFor('de', 'MB27')!;
    const limits = { minPerNumber: 1_000n, maxPerNumber: 50_000n, minPerTicket: 2_000n, maxPerTicket: 100_000n };
    expect(buildTicket({ ...base, betType: 'de', numbers: '12 34' }, odds, limits)).toMatchObject({
      ok: true,
      cost: 2_000n,
    });
    expect(buildTicket({ ...base, betType: 'de', numbers: '12' }, odds, limits)).toMatchObject({ ok: false });
    expect(buildTicket({ ...base, betType: 'de', numbers: '12', points: 51n }, odds, limits)).toMatchObject({
      ok: false,
    });
    expect(buildTicket({ ...base, betType: 'de', numbers: '12 34 56', points: 40n }, odds, limits)).toMatchObject({
      ok: false,
      errors: ['ticket stake above maximum'],
    });
  });

  it('reports duplicates of a built ticket', () => {
    expect(buildTicket({ ...base, betType: 'de', numbers: '12 12' }, oddsFor('de', 'MB27')!)).toMatchObject({
      ok: true,
      duplicates: ['12'],
      lines: 1n,
    });
  });
});
