import { describe, expect, it } from 'vitest';
import { kindCard } from './cards';
import { DRAGON_TIGER, dealDragonTiger, type DragonTigerResult } from './dragon-tiger';
import { cards, riggedShoe } from './test-shoe';

describe('dragon tiger', () => {
  it('deals dragon then tiger, ace low, and tells suited ties', () => {
    const r = dealDragonTiger(riggedShoe(8, cards('AS KH')));
    expect(r).toEqual({
      dragon: { rank: 1, suit: 'S' },
      tiger: { rank: 13, suit: 'H' },
      winner: 'tiger',
      suitedTie: false,
    });
    expect(dealDragonTiger(riggedShoe(8, cards('QD JD'))).winner).toBe('dragon');
    expect(dealDragonTiger(riggedShoe(8, cards('7C 7H')))).toMatchObject({ winner: 'tie', suitedTie: false });
    expect(dealDragonTiger(riggedShoe(8, cards('7C 7C')))).toMatchObject({ winner: 'tie', suitedTie: true });
    expect(DRAGON_TIGER.summary(dealDragonTiger(riggedShoe(8, cards('7C 7C'))))).toEqual({
      winner: 'tie',
      suitedTie: true,
      dragon: 7,
      tiger: 7,
    });
  });

  it('settles every spot on every outcome, halving dragon and tiger on a tie (floored)', () => {
    const of = (winner: DragonTigerResult['winner'], suitedTie = false): DragonTigerResult => ({
      dragon: kindCard(0),
      tiger: kindCard(0),
      winner,
      suitedTie,
    });
    const table: [string, DragonTigerResult, number, number][] = [
      // spot, result, return of 100, return of 101
      ['dragon', of('dragon'), 200, 202],
      ['dragon', of('tiger'), 0, 0],
      ['dragon', of('tie'), 50, 50],
      ['tiger', of('tiger'), 200, 202],
      ['tiger', of('dragon'), 0, 0],
      ['tiger', of('tie', true), 50, 50],
      ['tie', of('tie'), 900, 909],
      ['tie', of('tie', true), 900, 909],
      ['tie', of('dragon'), 0, 0],
      ['suited-tie', of('tie', true), 5100, 5151],
      ['suited-tie', of('tie'), 0, 0],
      ['suited-tie', of('tiger'), 0, 0],
    ];
    for (const [spot, r, back100, back101] of table) {
      expect(DRAGON_TIGER.settle(spot, 100, r), `${spot} on ${r.winner}`).toBe(back100);
      expect(DRAGON_TIGER.settle(spot, 101, r), `${spot} on ${r.winner}`).toBe(back101);
    }
    expect(DRAGON_TIGER.isSpot('suited-tie')).toBe(true);
    expect(DRAGON_TIGER.isSpot('dragon-tie')).toBe(false);
    expect(() => DRAGON_TIGER.settle('player', 100, of('dragon'))).toThrow(RangeError);
  });

  it('has the documented edges over every pair of cards an 8-deck shoe can deal', () => {
    const returned: Record<string, number> = { dragon: 0, tiger: 0, tie: 0, 'suited-tie': 0 };
    for (let a = 0; a < 52; a++) {
      for (let b = 0; b < 52; b++) {
        const r = dealDragonTiger(riggedShoe(8, [kindCard(a), kindCard(b)]));
        const p = (8 / 416) * ((a === b ? 7 : 8) / 415);
        for (const spot of Object.keys(returned)) returned[spot]! += (p * DRAGON_TIGER.settle(spot, 100, r)) / 100;
      }
    }
    // Dragon/tiger 3.7349% (half of the 31/415 ties), tie at 8:1 32.7711%, suited tie at 50:1 13.9759%.
    const documented = { dragon: 0.037349, tiger: 0.037349, tie: 0.327711, 'suited-tie': 0.139759 };
    for (const [spot, edge] of Object.entries(documented)) {
      expect(1 - returned[spot]!, spot).toBeCloseTo(edge, 6);
      expect(DRAGON_TIGER.houseEdge[spot], spot).toBeCloseTo(edge, 6);
    }
  });
});
