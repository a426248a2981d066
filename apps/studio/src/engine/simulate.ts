// Monte Carlo measurement of a game's return, for the simulation tests and the bench.
import type { HmacFn } from './fair';
import { roundOutcome } from './outcome';
import type { FishGameDef, SlotGameDef } from './types';

export type SimulationStats = {
  rounds: number;
  /** Σ win ÷ Σ bet. */
  rtp: number;
  /** Share of rounds with a win. */
  hitFrequency: number;
  /** Standard deviation of one round's win ÷ bet. */
  sd: number;
  /** Half-widths of the 99.9% confidence bands (z = 3.29) of rtp and hitFrequency around their true values. */
  rtpBand: number;
  hitBand: (expectedHitFrequency: number) => number;
};

/** z of a two-sided 99.9% confidence band. */
export const Z_999 = 3.29;

/** Plays rounds 0…n−1 (play returns each round's bet and win in coins) and measures return and hit frequency. */
export const simulate = (rounds: number, play: (round: number) => { bet: number; win: number }): SimulationStats => {
  let sumBet = 0;
  let sumWin = 0;
  let sumRatio = 0;
  let sumRatio2 = 0;
  let hits = 0;
  for (let i = 0; i < rounds; i++) {
    const { bet, win } = play(i);
    sumBet += bet;
    sumWin += win;
    const ratio = win / bet;
    sumRatio += ratio;
    sumRatio2 += ratio * ratio;
    if (win > 0) hits++;
  }
  const mean = sumRatio / rounds;
  const sd = Math.sqrt(Math.max(0, sumRatio2 / rounds - mean * mean));
  return {
    rounds,
    rtp: sumWin / sumBet,
    hitFrequency: hits / rounds,
    sd,
    rtpBand: (Z_999 * sd) / Math.sqrt(rounds),
    hitBand: (p) => Z_999 * Math.sqrt((p * (1 - p)) / rounds),
  };
};

/** Rounds of the simulation tests. */
export const SIMULATION_ROUNDS = 1_000_000;

/** Plays fair slot rounds with nonces 0…rounds−1 of one seed pair through roundOutcome. */
export const simulateSlot = (
  game: SlotGameDef,
  serverSeed: string,
  hmac: HmacFn,
  rounds = SIMULATION_ROUNDS,
): SimulationStats =>
  simulate(rounds, (nonce) => ({
    bet: game.coinsPerSpin,
    win: roundOutcome(game, serverSeed, 'simulation', nonce, undefined, hmac).winCoins,
  }));

/**
 * Plays fair fish shots with nonces 0…rounds−1, aiming at the fish types in turn (shot i at type i mod 10) with
 * level 1. Every type returns targetRtp; the hit frequency expected is the mean of targetRtp / multiplier.
 */
export const simulateFish = (
  game: FishGameDef,
  serverSeed: string,
  hmac: HmacFn,
  rounds = SIMULATION_ROUNDS,
): SimulationStats & { expectedHitFrequency: number } => {
  const types = game.fishTypes;
  const coins = game.cannonLevels[0]!;
  const stats = simulate(rounds, (nonce) => {
    const type = types[nonce % types.length]!;
    const input = { fish: { id: `f${nonce}`, type: type.id }, coinsPerShot: coins };
    return { bet: coins, win: roundOutcome(game, serverSeed, 'simulation', nonce, input, hmac).winCoins };
  });
  let expected = 0;
  for (let i = 0; i < rounds; i++) expected += game.targetRtp / types[i % types.length]!.multiplier;
  return { ...stats, expectedHitFrequency: expected / rounds };
};
