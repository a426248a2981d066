// Types shared by the live tables. The maths is pure: the table server feeds it fair floats and amounts in minor
// units, and the browser re-computes the same results on the fairness page.
import type { FloatSource, Names } from '../engine/types';

export type { FloatSource, Names };

export type TableGame = 'baccarat' | 'dragon-tiger' | 'sicbo' | 'roulette' | 'blackjack';

/** The tables that deal one result to everyone seated (all but blackjack, which seats players individually). */
export type SharedTableGame = Exclude<TableGame, 'blackjack'>;

export type Rank = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13;
export type Suit = 'S' | 'H' | 'D' | 'C';
/** A playing card; rank 1 is the ace, 11–13 are jack, queen, king. */
export type Card = { rank: Rank; suit: Suit };

/** A bet spot with its default limits in minor units and its payout as printed on the layout. */
export type SpotLimit = { spot: string; min: number; max: number; pays: string };

/** A shared-round table (all but blackjack). */
export type SharedTableDef<R> = {
  game: SharedTableGame;
  names: Names;
  /** Every bet spot with its default limits (minor units). */
  spots: SpotLimit[];
  /** The round's result from the fair floats. */
  draw(rng: FloatSource): R;
  /** What a bet on `spot` of `amount` returns in total (stake included; 0 = lost; amount = push). Integer, floored. */
  settle(spot: string, amount: number, result: R): number;
  /** True if `spot` is a valid spot of this table. */
  isSpot(spot: string): boolean;
  /** A short summary for roads and history. */
  summary(result: R): unknown;
  /** The theoretical house edge of every spot (a share of the amount bet), as documented in docs/studio-tables.md. */
  houseEdge: Record<string, number>;
};
