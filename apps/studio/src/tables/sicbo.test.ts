import { describe, expect, it } from 'vitest';
import { rollSicBo, SICBO, SICBO_SPOTS, sicBoResult, type Die } from './sicbo';

const FACES: Die[] = [1, 2, 3, 4, 5, 6];

/** The pay table written out on its own, as net pay to 1 for given dice (0 = lost). */
const reference = (spot: string, dice: Die[]): number => {
  const total = dice[0]! + dice[1]! + dice[2]!;
  const triple = dice[0] === dice[1] && dice[1] === dice[2];
  const n = (face: number) => dice.filter((d) => d === face).length;
  const [kind, arg] = spot.split(':') as [string, string | undefined];
  switch (kind) {
    case 'small':
      return total >= 4 && total <= 10 && !triple ? 1 : 0;
    case 'big':
      return total >= 11 && total <= 17 && !triple ? 1 : 0;
    case 'odd':
      return [5, 7, 9, 11, 13, 15, 17].includes(total) && !triple ? 1 : 0;
    case 'even':
      return [4, 6, 8, 10, 12, 14, 16].includes(total) && !triple ? 1 : 0;
    case 'total': {
      const pays: Record<string, number> = { 4: 60, 5: 30, 6: 17, 7: 12, 8: 8, 9: 6, 10: 6 };
      const t = Number(arg);
      return total === t ? pays[String(t <= 10 ? t : 21 - t)]! : 0;
    }
    case 'triple':
      return n(Number(arg)) === 3 ? 180 : 0;
    case 'any-triple':
      return triple ? 30 : 0;
    case 'double':
      return n(Number(arg)) >= 2 ? 10 : 0;
    case 'combo': {
      const [a, b] = arg!.split('-').map(Number) as [number, number];
      return n(a) > 0 && n(b) > 0 ? 5 : 0;
    }
    case 'single':
      return n(Number(arg));
    default:
      throw new Error(`no reference for ${spot}`);
  }
};

describe('sic bo', () => {
  it('has the 52 spots of the layout', () => {
    const expected = ['small', 'big', 'odd', 'even'];
    for (let t = 4; t <= 17; t++) expected.push(`total:${t}`);
    for (const f of FACES) expected.push(`triple:${f}`);
    expected.push('any-triple');
    for (const f of FACES) expected.push(`double:${f}`);
    for (const a of FACES) for (const b of FACES) if (a < b) expected.push(`combo:${a}-${b}`);
    for (const f of FACES) expected.push(`single:${f}`);
    expect([...SICBO_SPOTS]).toEqual(expected);
    expect(SICBO.spots.map((s) => s.spot)).toEqual(expected);
    for (const spot of expected) expect(SICBO.isSpot(spot)).toBe(true);
    for (const spot of ['total:3', 'total:18', 'combo:2-1', 'combo:3-3', 'double:7', 'single:0', 'triple', 'Small']) {
      expect(SICBO.isSpot(spot), spot).toBe(false);
      expect(() => SICBO.settle(spot, 100, sicBoResult([1, 2, 3]))).toThrow(RangeError);
    }
  });

  it('pays every spot right on all 216 rolls', () => {
    const wrong: string[] = [];
    for (const a of FACES) {
      for (const b of FACES) {
        for (const c of FACES) {
          const r = sicBoResult([a, b, c]);
          for (const spot of SICBO_SPOTS) {
            const net = reference(spot, [a, b, c]);
            const want = net > 0 ? 100 * (net + 1) : 0;
            const got = SICBO.settle(spot, 100, r);
            if (got !== want) wrong.push(`${spot} on ${a}${b}${c}: ${got} ≠ ${want}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('has the published edges of the Atlantic City pay table', () => {
    // Exact: small/big/odd/even 6/216, totals by their counts of 216, triple 35/216, any triple 30/216,
    // double 40/216, combination 36/216, single number 17/216.
    const published: Record<string, number> = {
      small: 0.027778,
      big: 0.027778,
      odd: 0.027778,
      even: 0.027778,
      'total:4': 0.152778,
      'total:5': 0.138889,
      'total:6': 0.166667,
      'total:7': 0.097222,
      'total:8': 0.125,
      'total:9': 0.189815,
      'total:10': 0.125,
      'triple:1': 0.162037,
      'any-triple': 0.138889,
      'double:1': 0.185185,
      'combo:1-2': 0.166667,
      'single:1': 0.078704,
    };
    for (const [spot, edge] of Object.entries(published)) {
      expect(SICBO.houseEdge[spot], spot).toBeCloseTo(edge, 6);
      const mirror = spot.startsWith('total:') ? `total:${21 - Number(spot.slice(6))}` : null;
      if (mirror) expect(SICBO.houseEdge[mirror], mirror).toBeCloseTo(edge, 6);
    }
    expect(Object.keys(SICBO.houseEdge)).toEqual([...SICBO_SPOTS]);
  });

  it('rolls one die per float, ⌊f × 6⌋ + 1', () => {
    const floats = [0, 0.5, 1 - 2 ** -32];
    const r = rollSicBo({ next: () => floats.shift()! });
    expect(r).toEqual({ dice: [1, 4, 6], total: 11, triple: false });
    expect(SICBO.summary(r)).toEqual({ dice: [1, 4, 6], total: 11, size: 'big', parity: 'odd' });
    expect(SICBO.summary(sicBoResult([2, 2, 2]))).toMatchObject({ size: 'triple', parity: 'triple' });
  });
});
