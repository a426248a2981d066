import { describe, expect, it } from 'vitest';
import { oddsFor } from './bet-types';
import { settleTicket } from './settle';
import type { DrawResult } from './settle';
import { D5_DRAW, MB_DRAW, MN_DRAW } from './test-draws';
import { buildTicket } from './ticket';

const UNIT = 1000n;
const NO_CAP = 1_000_000_000_000n;

type Example = {
  name: string;
  draw: DrawResult;
  betType: string;
  numbers: string;
  points?: bigint;
  position?: number;
  hits: number;
  cost: bigint;
  win: bigint;
};

// The worked examples of docs/lottery.md §5, one or more per bet type, with a unit of 1,000 minor units.
const EXAMPLES: Example[] = [
  {
    name: 'lô 2 số MB: 45 ×4, 90 ×3, 01 ×2, 99 ×0',
    draw: MB_DRAW,
    betType: 'lo2',
    numbers: '45 90 01 99',
    hits: 9,
    cost: 108_000n,
    win: 855_000n,
  },
  {
    name: 'lô 2 số MN: 56 ×6, 11 ×2',
    draw: MN_DRAW,
    betType: 'lo2',
    numbers: '56,11',
    hits: 8,
    cost: 36_000n,
    win: 760_000n,
  },
  {
    name: 'lô 3 số MB: 345 ×3 (ĐB, G5, G6), 890 ×1 (G1)',
    draw: MB_DRAW,
    betType: 'lo3',
    numbers: '345 890',
    hits: 4,
    cost: 46_000n,
    win: 3_800_000n,
  },
  {
    name: 'lô 3 số MN: 456 ×3 (ĐB, G3, G7)',
    draw: MN_DRAW,
    betType: 'lo3',
    numbers: '456',
    hits: 3,
    cost: 17_000n,
    win: 2_850_000n,
  },
  {
    name: 'lô 4 số MB: 2345 ×2 (ĐB, G5), 7890 ×1 (G1)',
    draw: MB_DRAW,
    betType: 'lo4',
    numbers: '2345 7890',
    hits: 3,
    cost: 40_000n,
    win: 28_500_000n,
  },
  {
    name: 'lô 4 số MN: 3456 ×1 (ĐB only)',
    draw: MN_DRAW,
    betType: 'lo4',
    numbers: '3456',
    hits: 1,
    cost: 16_000n,
    win: 9_500_000n,
  },
  {
    name: 'đề MB: ĐB ends 45 (45 elsewhere does not count)',
    draw: MB_DRAW,
    betType: 'de',
    numbers: '45 54',
    points: 2n,
    hits: 1,
    cost: 4_000n,
    win: 190_000n,
  },
  { name: 'đề MN: ĐB ends 56', draw: MN_DRAW, betType: 'de', numbers: '56', hits: 1, cost: 1_000n, win: 95_000n },
  {
    name: 'đầu MB: G7 is 45 90 17 18',
    draw: MB_DRAW,
    betType: 'dau',
    numbers: '17 45 99',
    hits: 2,
    cost: 12_000n,
    win: 190_000n,
  },
  { name: 'đầu MN: G8 is 56', draw: MN_DRAW, betType: 'dau', numbers: '56 11', hits: 1, cost: 2_000n, win: 95_000n },
  {
    name: 'đuôi MB: ĐB ends 45',
    draw: MB_DRAW,
    betType: 'duoi',
    numbers: '45 90',
    hits: 1,
    cost: 2_000n,
    win: 95_000n,
  },
  {
    name: '3 càng MB: ĐB ends 345 (G5, G6 do not count)',
    draw: MB_DRAW,
    betType: 'ba-cang',
    numbers: '345 123',
    hits: 1,
    cost: 2_000n,
    win: 950_000n,
  },
  {
    name: '3 càng MN: ĐB ends 456',
    draw: MN_DRAW,
    betType: 'ba-cang',
    numbers: '456',
    hits: 1,
    cost: 1_000n,
    win: 950_000n,
  },
  {
    name: 'xiên 2 MB: 45 and 90 both come',
    draw: MB_DRAW,
    betType: 'xien2',
    numbers: '45 90',
    hits: 1,
    cost: 10_000n,
    win: 173_000n,
  },
  {
    name: 'xiên 2 MB, 3 numbers = 3 pairs: only 45-90 wins',
    draw: MB_DRAW,
    betType: 'xien2',
    numbers: '45 90 99',
    hits: 1,
    cost: 30_000n,
    win: 173_000n,
  },
  {
    name: 'xiên 2 MN: 56 and 11',
    draw: MN_DRAW,
    betType: 'xien2',
    numbers: '56 11',
    hits: 1,
    cost: 10_000n,
    win: 363_000n,
  },
  {
    name: 'xiên 3 MB: 45 90 01',
    draw: MB_DRAW,
    betType: 'xien3',
    numbers: '45 90 01',
    hits: 1,
    cost: 10_000n,
    win: 772_000n,
  },
  {
    name: 'xiên 4 MB: 99 missing loses',
    draw: MB_DRAW,
    betType: 'xien4',
    numbers: '45 90 01 99',
    hits: 0,
    cost: 10_000n,
    win: 0n,
  },
  {
    name: 'xiên 4 MB: 45 90 01 22',
    draw: MB_DRAW,
    betType: 'xien4',
    numbers: '45 90 01 22',
    hits: 1,
    cost: 10_000n,
    win: 3_558_000n,
  },
  {
    name: 'lô trượt 4 MB: none of 96–99 comes',
    draw: MB_DRAW,
    betType: 'truot4',
    numbers: '99 98 97 96',
    hits: 1,
    cost: 10_000n,
    win: 28_000n,
  },
  {
    name: 'lô trượt 4 MB: 45 comes, loses',
    draw: MB_DRAW,
    betType: 'truot4',
    numbers: '99 98 97 45',
    hits: 0,
    cost: 10_000n,
    win: 0n,
  },
  {
    name: 'lô trượt 10 MB: 20 21 23–30 all stay out',
    draw: MB_DRAW,
    betType: 'truot10',
    numbers: '20 21 23 24 25 26 27 28 29 30',
    hits: 1,
    cost: 10_000n,
    win: 163_000n,
  },
  {
    name: 'lô trượt 5 MN: 5 numbers out',
    draw: MN_DRAW,
    betType: 'truot5',
    numbers: '01 02 03 04 05',
    hits: 1,
    cost: 10_000n,
    win: 23_000n,
  },
  {
    name: '5D digit, position 1 (nghìn) is 8',
    draw: D5_DRAW,
    betType: 'd5-digit',
    numbers: '8 9',
    position: 1,
    hits: 1,
    cost: 20_000n,
    win: 95_000n,
  },
  {
    name: '5D size, position 0 is 3: small',
    draw: D5_DRAW,
    betType: 'd5-size',
    numbers: 'nhỏ lớn',
    position: 0,
    hits: 1,
    cost: 20_000n,
    win: 19_000n,
  },
  {
    name: '5D parity, position 4 is 7: odd',
    draw: D5_DRAW,
    betType: 'd5-parity',
    numbers: 'ODD',
    position: 4,
    hits: 1,
    cost: 10_000n,
    win: 19_000n,
  },
  { name: '5D sum 20: small', draw: D5_DRAW, betType: 'd5-sum-size', numbers: 'BIG', hits: 0, cost: 10_000n, win: 0n },
  {
    name: '5D sum 20: even',
    draw: D5_DRAW,
    betType: 'd5-sum-parity',
    numbers: 'chẵn',
    hits: 1,
    cost: 10_000n,
    win: 19_000n,
  },
];

describe('settleTicket: the worked examples of docs/lottery.md', () => {
  it.each(EXAMPLES)('$name', (ex) => {
    const odds = oddsFor(ex.betType, ex.draw.structure)!;
    const built = buildTicket(
      {
        betType: ex.betType,
        structure: ex.draw.structure,
        numbers: ex.numbers,
        points: ex.points ?? 1n,
        unitMinor: UNIT,
        ...(ex.position === undefined ? {} : { position: ex.position }),
      },
      odds,
    );
    if (!built.ok) throw new Error(built.errors.join('; '));
    expect(built.cost).toBe(ex.cost);
    const s = settleTicket(ex.draw, built.ticket, { ...odds, maxPayout: NO_CAP });
    expect(s.hits).toBe(ex.hits);
    expect(s.win).toBe(ex.win);
    expect(s.capped).toBe(false);
  });

  it('covers every bet type of the catalogue', async () => {
    const { BET_TYPES } = await import('./bet-types');
    const covered = new Set(EXAMPLES.map((e) => e.betType));
    const missing = BET_TYPES.filter((b) => !b.code.startsWith('truot') && !covered.has(b.code)).map((b) => b.code);
    expect(missing).toEqual([]);
    expect(covered.has('truot4') && covered.has('truot10')).toBe(true);
  });

  it('reports each line: a number drawn four times pays four times', () => {
    const odds = oddsFor('lo2', 'MB27')!;
    const built = buildTicket(
      { betType: 'lo2', structure: 'MB27', numbers: '45 99', points: 1n, unitMinor: UNIT },
      odds,
    );
    if (!built.ok) throw new Error('not built');
    const s = settleTicket(MB_DRAW, built.ticket, { ...odds, maxPayout: NO_CAP });
    expect(s.lines).toEqual([
      { numbers: ['45'], hits: 4, win: 380_000n },
      { numbers: ['99'], hits: 0, win: 0n },
    ]);
  });

  it('applies the per-ticket payout cap', () => {
    const odds = oddsFor('lo2', 'MB27')!;
    const built = buildTicket({ betType: 'lo2', structure: 'MB27', numbers: '45', points: 10n, unitMinor: UNIT }, odds);
    if (!built.ok) throw new Error('not built');
    const s = settleTicket(MB_DRAW, built.ticket, { ...odds, maxPayout: 2_000_000n });
    expect(s.gross).toBe(3_800_000n);
    expect(s.win).toBe(2_000_000n);
    expect(s.capped).toBe(true);
  });

  it('settles an MT/MN ticket on its own station and refuses a missing station or another structure', () => {
    const odds = { ...oddsFor('lo2', 'MN18')!, maxPayout: NO_CAP };
    const two: DrawResult = { structure: 'MN18', tables: { ...MN_DRAW.tables, LA: MN_DRAW.tables.HCM! } };
    const ticket = { betType: 'lo2', structure: 'MN18' as const, numbers: ['56'], points: 1n, unitMinor: UNIT };
    expect(settleTicket(two, { ...ticket, station: 'LA' }, odds).hits).toBe(6);
    expect(() => settleTicket(two, ticket, odds)).toThrow(/station/);
    expect(() => settleTicket(two, { ...ticket, station: 'CT' }, odds)).toThrow(/station/);
    expect(() => settleTicket(MB_DRAW, { ...ticket, station: 'HN' }, odds)).toThrow(/structures/);
  });
});
