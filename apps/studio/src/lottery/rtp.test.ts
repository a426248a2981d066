import { describe, expect, it } from 'vitest';
import { BET_TYPES, coverage } from './bet-types';
import { defaultRtp, expectedHits, fairOdds, ratioToNumber, rtpOf, rtpWithin } from './rtp';
import { STRUCTURE_MB, STRUCTURE_MN, STRUCTURES } from './structures';
import type { StructureCode } from './structures';

const offered = BET_TYPES.flatMap((b) =>
  (Object.keys(b.defaults) as StructureCode[]).map((s) => ({ code: b.code, structure: s, betType: b })),
);

describe('RTP derived from the draw structure', () => {
  it.each(offered)('$code on $structure: default RTP in [90%, 97%]', ({ betType, structure }) => {
    const r = defaultRtp(STRUCTURES[structure], betType)!;
    expect(rtpWithin(r, 90, 97), `${ratioToNumber(r)}`).toBe(true);
  });

  it('prices match bets at one unit per prize covered (lô MB 27/23/20, MT/MN 18/17/16, đầu MB 4, MN 1)', () => {
    for (const b of BET_TYPES) {
      if (b.rule.kind !== 'match') continue;
      for (const s of Object.keys(b.defaults) as StructureCode[]) {
        expect(b.defaults[s]!.price, `${b.code} ${s}`).toBe(BigInt(coverage(STRUCTURES[s], b.rule)));
      }
    }
    expect(coverage(STRUCTURE_MB, { kind: 'match', digits: 2, scope: 'all' })).toBe(27);
    expect(coverage(STRUCTURE_MB, { kind: 'match', digits: 3, scope: 'all' })).toBe(23);
    expect(coverage(STRUCTURE_MB, { kind: 'match', digits: 4, scope: 'all' })).toBe(20);
    expect(coverage(STRUCTURE_MN, { kind: 'match', digits: 2, scope: 'all' })).toBe(18);
    expect(coverage(STRUCTURE_MN, { kind: 'match', digits: 3, scope: 'all' })).toBe(17);
    expect(coverage(STRUCTURE_MN, { kind: 'match', digits: 4, scope: 'all' })).toBe(16);
    expect(coverage(STRUCTURE_MB, { kind: 'match', digits: 2, scope: 'lowest' })).toBe(4);
  });

  it('gives the market reference’s fair xiên odds on MB (18.2 / 81.3 / 374.5)', () => {
    expect(fairOdds(STRUCTURE_MB, { kind: 'all-appear', pick: 2 })).toBeCloseTo(18.22, 2);
    expect(fairOdds(STRUCTURE_MB, { kind: 'all-appear', pick: 3 })).toBeCloseTo(81.31, 2);
    expect(fairOdds(STRUCTURE_MB, { kind: 'all-appear', pick: 4 })).toBeCloseTo(374.54, 2);
  });

  it('reproduces the reference’s street checks: lô 23 → 80 is 93.9%, đề 1 ăn 70 is 70%, xiên 17/65/250 93/80/67%', () => {
    const pct = (r: ReturnType<typeof rtpOf>) => Math.round(ratioToNumber(r) * 1000) / 10;
    const lo2 = { kind: 'match', digits: 2, scope: 'all' } as const;
    expect(pct(rtpOf(STRUCTURE_MB, lo2, { price: 23n, payout: 80n }))).toBe(93.9);
    expect(pct(rtpOf(STRUCTURE_MB, { kind: 'match', digits: 2, scope: 'special' }, { price: 1n, payout: 70n }))).toBe(
      70,
    );
    const xien = [17n, 65n, 250n].map((payout, i) =>
      Math.round(ratioToNumber(rtpOf(STRUCTURE_MB, { kind: 'all-appear', pick: i + 2 }, { price: 1n, payout })) * 100),
    );
    expect(xien).toEqual([93, 80, 67]);
  });

  it('matches a brute-force count on a small structure (3 two-digit prizes)', () => {
    // Exact enumeration over all 100^3 endings for xiên 2 and lô trượt 4.
    const tiny = { code: 'MB27' as const, tiers: [{ code: 'G7', name: 'G7', count: 3, digits: 2 }] };
    let allTwo = 0;
    let noneFour = 0;
    for (let a = 0; a < 100; a++) {
      for (let b = 0; b < 100; b++) {
        for (let c = 0; c < 100; c++) {
          const drawn = new Set([a, b, c]);
          if (drawn.has(1) && drawn.has(2)) allTwo += 1;
          if (![1, 2, 3, 4].some((n) => drawn.has(n))) noneFour += 1;
        }
      }
    }
    const x = expectedHits(tiny, { kind: 'all-appear', pick: 2 });
    expect(x.num * 1_000_000n).toBe(BigInt(allTwo) * x.den);
    const t = expectedHits(tiny, { kind: 'none-appear', pick: 4 });
    expect(t.num * 1_000_000n).toBe(BigInt(noneFour) * t.den);
  });

  it('splits the 5D sum into exact halves (big 23–45, odd)', () => {
    expect(expectedHits(STRUCTURES.D5, { kind: 'size', of: 'sum' })).toEqual({ num: 1n, den: 2n });
    expect(expectedHits(STRUCTURES.D5, { kind: 'parity', of: 'sum' })).toEqual({ num: 1n, den: 2n });
  });
});
