// Dragon tiger from an 8-deck shoe: one card each, the higher rank wins (ace low, king high).
import { drawCard } from './cards';
import { assertAmount, defaultLimit } from './money';
import type { Card, FloatSource, SharedTableDef } from './types';

export const DRAGON_TIGER_DECKS = 8;

export type DragonTigerWinner = 'dragon' | 'tiger' | 'tie';

export type DragonTigerResult = {
  dragon: Card;
  tiger: Card;
  winner: DragonTigerWinner;
  /** A tie of the same rank and suit (two copies of one card from different decks). */
  suitedTie: boolean;
};

export type DragonTigerSummary = { winner: DragonTigerWinner; suitedTie: boolean; dragon: number; tiger: number };

/** Deals one round from a fresh 8-deck shoe: one float for the dragon card, then one for the tiger card. */
export const dealDragonTiger = (rng: FloatSource): DragonTigerResult => {
  const dragon = drawCard(rng, DRAGON_TIGER_DECKS, []);
  const tiger = drawCard(rng, DRAGON_TIGER_DECKS, [dragon]);
  const winner = dragon.rank > tiger.rank ? 'dragon' : tiger.rank > dragon.rank ? 'tiger' : 'tie';
  return { dragon, tiger, winner, suitedTie: winner === 'tie' && dragon.suit === tiger.suit };
};

export const DRAGON_TIGER_SPOTS = ['dragon', 'tiger', 'tie', 'suited-tie'] as const;
export type DragonTigerSpot = (typeof DRAGON_TIGER_SPOTS)[number];

const isDragonTigerSpot = (spot: string): spot is DragonTigerSpot =>
  (DRAGON_TIGER_SPOTS as readonly string[]).includes(spot);

/**
 * Total return of a bet. On a tie, dragon and tiger bets lose half: the other half comes back floored to the minor
 * unit, so on an odd amount the house keeps the odd unit. Tie pays 8:1 on any tie; suited tie 50:1 on a suited one.
 */
export const settleDragonTiger = (spot: string, amount: number, result: DragonTigerResult): number => {
  assertAmount(amount);
  if (!isDragonTigerSpot(spot)) throw new RangeError(`dragon tiger has no spot "${spot}"`);
  switch (spot) {
    case 'dragon':
    case 'tiger':
      return result.winner === spot ? 2 * amount : result.winner === 'tie' ? Math.floor(amount / 2) : 0;
    case 'tie':
      return result.winner === 'tie' ? 9 * amount : 0;
    case 'suited-tie':
      return result.suitedTie ? 51 * amount : 0;
  }
};

/**
 * Exact edges for 8 decks: the tiger card matches the dragon's rank with probability 31/415 and its rank and suit
 * with 7/415, so dragon = tiger = ½ × 31/415, tie = 1 − 9 × 31/415, suited tie = 1 − 51 × 7/415.
 */
export const DRAGON_TIGER_HOUSE_EDGE: Record<DragonTigerSpot, number> = {
  dragon: 31 / 830,
  tiger: 31 / 830,
  tie: 136 / 415,
  'suited-tie': 58 / 415,
};

export const DRAGON_TIGER: SharedTableDef<DragonTigerResult> = {
  game: 'dragon-tiger',
  names: {
    EN: 'Dragon Tiger',
    CN: '龙虎',
    VI: 'Rồng Hổ',
    JA: 'ドラゴンタイガー',
    TH: 'เสือมังกร',
    TY: 'Dragon Tiger',
    ID: 'Naga Harimau',
  },
  spots: [
    defaultLimit('dragon', '1:1', 1),
    defaultLimit('tiger', '1:1', 1),
    defaultLimit('tie', '8:1', 8),
    defaultLimit('suited-tie', '50:1', 50),
  ],
  draw: dealDragonTiger,
  settle: settleDragonTiger,
  isSpot: isDragonTigerSpot,
  summary: (r): DragonTigerSummary => ({
    winner: r.winner,
    suitedTie: r.suitedTie,
    dragon: r.dragon.rank,
    tiger: r.tiger.rank,
  }),
  houseEdge: DRAGON_TIGER_HOUSE_EDGE,
};
