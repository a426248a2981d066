import { beforeAll, describe, expect, it } from 'vitest';
import { STUDIO_LANGS } from '../../../src/engine/types';
import { ROULETTE_SPOTS, rouletteNumbers, TABLES } from '../../../src/tables';
import { loadTexts } from '../shared/i18n';
import { addChip, betMessage, chipLabel, repeatBets, stakesBySpot, underMinimum } from './bets';
import { limitRows } from './live-chrome';
import { BOARD_H, BOARD_W, numberCell, rouletteZones } from './roulette-layout';
import { spotName } from './spot-names';

beforeAll(() => Promise.all([loadTexts('EN'), loadTexts('CN')]));

describe('roulette layout', () => {
  const zones = rouletteZones();

  it('has one zone for every spot of the engine, and only those', () => {
    const names = zones.map((z) => z.spot);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual([...ROULETTE_SPOTS].sort());
  });

  it('puts each inside bet where the numbers it covers meet', () => {
    for (const z of zones) {
      const numbers = rouletteNumbers(z.spot)!;
      expect(z.x).toBeGreaterThanOrEqual(-2);
      expect(z.x + z.w).toBeLessThanOrEqual(BOARD_W);
      expect(z.y + z.h).toBeLessThanOrEqual(BOARD_H);
      if (z.shape === 'cell' || numbers.includes(0) || numbers.length === 3 || numbers.length === 6) continue;
      // A split's or corner's chip sits within half a cell of the centre of every number it covers.
      for (const n of numbers) {
        const { row, col } = numberCell(n);
        expect(Math.abs(10 + col * 10 + 5 - z.cx), `${z.spot} ${n}`).toBeLessThanOrEqual(5);
        expect(Math.abs(row * 10 + 5 - z.cy), `${z.spot} ${n}`).toBeLessThanOrEqual(5);
      }
    }
  });

  it('lays the numbers out in the standard grid', () => {
    expect(numberCell(3)).toEqual({ row: 0, col: 0 });
    expect(numberCell(1)).toEqual({ row: 2, col: 0 });
    expect(numberCell(35)).toEqual({ row: 1, col: 11 });
  });
});

describe('spot names', () => {
  it('names every spot of every table in every language', () => {
    for (const lang of STUDIO_LANGS) {
      for (const table of Object.values(TABLES)) {
        for (const { spot } of table.spots) {
          const name = spotName(lang, spot);
          expect(name.length, `${lang} ${spot}`).toBeGreaterThan(0);
          expect(name, `${lang} ${spot}`).not.toMatch(/[{}]|undefined|NaN/);
          if (!spot.startsWith('straight:')) expect(name, `${lang} ${spot}`).not.toBe(spot);
        }
      }
    }
    expect(spotName('EN', 'split:17-20')).toBe('Split 17–20');
    expect(spotName('EN', 'line:1-2-3-4-5-6')).toBe('Six line 1–6');
    expect(spotName('EN', 'dozen:2')).toBe('Dozen 13–24');
    expect(spotName('CN', 'banker')).toBe('庄');
    expect(spotName('EN', 'combo:2-5')).toBe('2 and 5');
  });
});

describe('limits table', () => {
  it('lists spots of one kind and the same limits once, under the kind', () => {
    const roulette = limitRows('EN', TABLES.roulette.spots);
    expect(roulette.map((r) => r.name)).toEqual([
      'Straight up',
      'Split',
      'Street',
      'Corner',
      'Six line',
      'Column',
      'Dozen',
      'Red',
      'Black',
      'Odd',
      'Even',
      'Low 1–18',
      'High 19–36',
    ]);
    expect(roulette.reduce((n, r) => n + r.count, 0)).toBe(TABLES.roulette.spots.length);
    expect(roulette[0]).toMatchObject({ pays: '35:1', count: 37 });
    const sicbo = limitRows('EN', TABLES.sicbo.spots);
    expect(sicbo.find((r) => r.pays === '60:1')?.name).toBe('Total 4 / 17');
    expect(sicbo.find((r) => r.pays === '5:1')?.name).toBe('Two dice');
    expect(limitRows('CN', TABLES.baccarat.spots).map((r) => r.name)).toEqual(['闲', '庄', '和', '闲对', '庄对']);
  });
});

describe('pending bets', () => {
  const limits = [
    { spot: 'player', min: 100, max: 1000, pays: '1:1' },
    { spot: 'tie', min: 500, max: 2000, pays: '8:1' },
  ];

  it('adds chips up to the spot maximum, trimming the last one, then refuses', () => {
    let r = addChip(new Map(), 'player', 500, limits, [{ spot: 'player', amount: 200 }], 10_000);
    expect(r.refused).toBeNull();
    r = addChip(r.pending, 'player', 500, limits, [{ spot: 'player', amount: 200 }], 10_000);
    expect(r.pending.get('player')).toBe(800);
    r = addChip(r.pending, 'player', 100, limits, [{ spot: 'player', amount: 200 }], 10_000);
    expect(r.refused).toBe('max');
    expect(addChip(new Map(), 'dragon', 100, limits, [], 10_000).refused).toBe('spot');
  });

  it('never stakes more than the balance', () => {
    let r = addChip(new Map(), 'player', 500, limits, [], 700);
    r = addChip(r.pending, 'tie', 500, limits, [], 700);
    expect(r.pending.get('tie')).toBe(200);
    expect(addChip(r.pending, 'tie', 500, limits, [], 700).refused).toBe('funds');
  });

  it('flags spots under their minimum and sends the rest as one bet message', () => {
    const pending = new Map([
      ['player', 100],
      ['tie', 100],
    ]);
    expect(underMinimum(pending, limits, []).map((l) => l.spot)).toEqual(['tie']);
    expect(underMinimum(pending, limits, [{ spot: 'tie', amount: 400 }])).toEqual([]);
    expect(betMessage(pending, 'r1', 'q1')).toEqual({
      t: 'bet',
      id: 'q1',
      roundId: 'r1',
      bets: [
        { spot: 'player', amount: 100 },
        { spot: 'tie', amount: 100 },
      ],
    });
    expect(betMessage(new Map(), 'r1', 'q1')).toBeNull();
  });

  it('repeats last round within the limits and sums stakes per spot', () => {
    const again = repeatBets(
      [
        { spot: 'player', amount: 900 },
        { spot: 'gone', amount: 100 },
      ],
      limits,
      [{ spot: 'player', amount: 300 }],
      10_000,
    );
    expect([...again]).toEqual([['player', 700]]);
    expect(stakesBySpot([{ spot: 'player', amount: 300 }], again).get('player')).toEqual({ placed: 300, pending: 700 });
  });

  it('labels chips in whole units with K and M', () => {
    expect([100, 500, 2500, 10_000, 250_000, 1_000_000, 150, 250_000_000, 1_234_560_000].map(chipLabel)).toEqual([
      '1',
      '5',
      '25',
      '100',
      '2.5K',
      '10K',
      '1.50',
      '2.5M',
      '12345600',
    ]);
  });
});
