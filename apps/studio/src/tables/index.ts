// The live tables' maths: what the table server deals and settles and the fairness page re-computes.
import { fairFloats, hmacSha256, type HmacFn } from '../engine/fair';
import { BACCARAT, type BaccaratResult } from './baccarat';
import { DRAGON_TIGER, type DragonTigerResult } from './dragon-tiger';
import { ROULETTE, type RouletteResult } from './roulette';
import { SICBO, type SicBoResult } from './sicbo';
import type { SharedTableDef, SharedTableGame, SpotLimit } from './types';

export type TableResults = {
  baccarat: BaccaratResult;
  'dragon-tiger': DragonTigerResult;
  sicbo: SicBoResult;
  roulette: RouletteResult;
};

export const TABLES: { [G in SharedTableGame]: SharedTableDef<TableResults[G]> } = {
  baccarat: BACCARAT,
  'dragon-tiger': DRAGON_TIGER,
  sicbo: SICBO,
  roulette: ROULETTE,
};

/**
 * A fair result for a shared table round: the table's draw over fairFloats(serverSeed, clientSeed, nonce). hmac
 * defaults to the pure implementation; any HMAC-SHA256 giving the same bytes gives the same result.
 */
export const tableRound = <G extends SharedTableGame>(
  game: G,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  hmac: HmacFn = hmacSha256,
): TableResults[G] => {
  const table: SharedTableDef<TableResults[G]> = TABLES[game];
  return table.draw(fairFloats(serverSeed, clientSeed, nonce, hmac));
};

/** The limits of a spot of a shared table, or undefined if the table has no such spot. */
export const spotLimit = (game: SharedTableGame, spot: string): SpotLimit | undefined =>
  TABLES[game].spots.find((s) => s.spot === spot);

export * from './baccarat';
export * from './blackjack';
export * from './blackjack-strategy';
export * from './blackjack-theory';
export { cardKind, cardLabel, drawCard, kindCard, SUITS } from './cards';
export * from './dragon-tiger';
export { assertAmount, DEFAULT_MAX_WIN, DEFAULT_MIN_BET, MAX_BET_AMOUNT } from './money';
export * from './roulette';
export * from './sicbo';
export type * from './types';
