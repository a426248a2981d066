// Monte Carlo measurement of the tables' house edges, for the simulation tests and the bench.
import { Z_999 } from '../engine/simulate';
import { apply, basicStrategy, deal, isBlackjack, settle, staked } from './blackjack';
import type { FloatSource, SharedTableDef } from './types';

export type EdgeStats = {
  rounds: number;
  /** 1 − Σ return ÷ Σ amount bet. */
  edge: number;
  /** Standard deviation of one round's net result ÷ amount. */
  sd: number;
  /** Half-width of the 99.9% band (z = 3.29) of the edge around its true value. */
  band: number;
};

class Accumulator {
  private sumBet = 0;
  private sumNet = 0;
  private sumRatio2 = 0;
  private n = 0;

  add(bet: number, net: number): void {
    this.sumBet += bet;
    this.sumNet += net;
    const ratio = net / bet;
    this.sumRatio2 += ratio * ratio;
    this.n++;
  }

  stats(): EdgeStats {
    const mean = this.sumNet / this.sumBet;
    const sd = Math.sqrt(Math.max(0, this.sumRatio2 / this.n - mean * mean));
    return { rounds: this.n, edge: -mean, sd, band: (Z_999 * sd) / Math.sqrt(this.n) };
  }
}

/**
 * Plays rounds 0 … n − 1 of a shared table (result(i) deals round i) with `amount` on every one of `spots` and
 * measures each spot's edge.
 */
export const measureSpots = <R>(
  def: SharedTableDef<R>,
  spots: readonly string[],
  rounds: number,
  result: (round: number) => R,
  amount = 100,
): Record<string, EdgeStats> => {
  const acc = spots.map(() => new Accumulator());
  for (let i = 0; i < rounds; i++) {
    const r = result(i);
    for (let s = 0; s < spots.length; s++) acc[s]!.add(amount, def.settle(spots[s]!, amount, r) - amount);
  }
  return Object.fromEntries(spots.map((spot, s) => [spot, acc[s]!.stats()]));
};

export type BlackjackStats = EdgeStats & { splitRate: number; doubleRate: number; blackjackRate: number };

/**
 * Plays hands 0 … n − 1 by basic strategy (rng(i) is hand i's float source) through deal/actions/apply/settle and
 * measures the edge per initial bet; splits, doubles and insurance add to what is staked but not to the bet.
 */
export const measureBlackjack = (rounds: number, rng: (round: number) => FloatSource, bet = 100): BlackjackStats => {
  const acc = new Accumulator();
  let splits = 0;
  let doubles = 0;
  let blackjacks = 0;
  for (let i = 0; i < rounds; i++) {
    const source = rng(i);
    let state = deal(source, bet);
    while (state.phase !== 'done') {
      // apply throws if basic strategy ever picks an action that is not allowed.
      const action = basicStrategy(state);
      if (action === 'split') splits++;
      if (action === 'double') doubles++;
      state = apply(state, action, source);
    }
    if (isBlackjack(state, state.hands[0]!)) blackjacks++;
    acc.add(bet, settle(state).total - staked(state));
  }
  return {
    ...acc.stats(),
    splitRate: splits / rounds,
    doubleRate: doubles / rounds,
    blackjackRate: blackjacks / rounds,
  };
};
