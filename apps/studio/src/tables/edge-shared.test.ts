import { describe, expect, it } from 'vitest';
import { measureSpots } from './simulate-tables';
import type { SharedTableGame } from './types';
import { TABLES, tableRound } from './index';

/** Rounds per table: nonces 0 … n − 1 of one seed pair, through the fair pipeline (pure HMAC). */
export const EDGE_ROUNDS = 1_000_000;

const MAIN_SPOTS: Record<SharedTableGame, string[]> = {
  baccarat: ['player', 'banker', 'tie', 'player-pair', 'banker-pair'],
  'dragon-tiger': ['dragon', 'tiger', 'tie', 'suited-tie'],
  sicbo: ['small', 'big', 'odd', 'even', 'any-triple', 'total:10', 'combo:2-5', 'single:3'],
  roulette: [
    'straight:0',
    'straight:17',
    'split:17-20',
    'street:16-17-18',
    'corner:17-18-20-21',
    'line:16-17-18-19-20-21',
    'column:2',
    'dozen:2',
    'red',
    'black',
    'odd',
    'even',
    'low',
    'high',
  ],
};

/** The widest band each table's even-money spots may have: narrow enough to catch a wrong payout. */
const EVEN_MONEY_BAND = 0.0035;

describe.each(Object.keys(MAIN_SPOTS) as SharedTableGame[])('%s over a million fair rounds', (game) => {
  it(`measures every main spot's house edge within the 99.9% band of the documented value`, () => {
    const def = TABLES[game] as (typeof TABLES)['roulette'];
    const draw = (nonce: number) => tableRound(game, `edge-simulation-${game}`, 'simulation', nonce) as never;
    const stats = measureSpots(def, MAIN_SPOTS[game], EDGE_ROUNDS, draw);
    const even = { baccarat: 'player', 'dragon-tiger': 'dragon', sicbo: 'small', roulette: 'red' }[game];
    expect(stats[even]!.band).toBeLessThan(EVEN_MONEY_BAND);
    for (const [spot, s] of Object.entries(stats)) {
      const documented = def.houseEdge[spot]!;
      expect(
        Math.abs(s.edge - documented),
        `${spot}: ${s.edge} ± ${s.band}, documented ${documented}`,
      ).toBeLessThanOrEqual(s.band);
    }
  });
});
