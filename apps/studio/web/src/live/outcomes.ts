// Which spots a result wins, pushes or loses, asked of the table's own settle rule (the same code the server pays
// with), so the felt can never light a spot the payout disagrees with.
import { TABLES, type SharedTableGame, type TableResults } from '../../../src/tables';

export type SpotOutcome = 'win' | 'push' | 'lose';

/** A probe stake: even, and a multiple of 20, so every rule's rounding is exact. */
const PROBE = 10_000;

export const isSharedTable = (code: string): code is SharedTableGame => code in TABLES && code !== 'blackjack';

/** The outcome of every spot of the table for one result. */
export const spotOutcomes = <G extends SharedTableGame>(game: G, result: TableResults[G]): Map<string, SpotOutcome> => {
  const table = TABLES[game];
  const out = new Map<string, SpotOutcome>();
  for (const { spot } of table.spots) {
    const returned = table.settle(spot, PROBE, result);
    out.set(spot, returned > PROBE ? 'win' : returned > 0 ? 'push' : 'lose');
  }
  return out;
};
