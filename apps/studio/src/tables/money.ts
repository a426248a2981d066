// Amount checks and default limits shared by the tables. Money is integer minor units throughout.
import type { SpotLimit } from './types';

/**
 * The largest amount a single bet may carry: the biggest return any spot computes is 200 × amount (a 180:1 triple
 * returns 181×), which must stay an exact integer in a double.
 */
export const MAX_BET_AMOUNT = Math.floor(Number.MAX_SAFE_INTEGER / 200);

/** Throws unless amount is a positive integer of at most MAX_BET_AMOUNT minor units. */
export const assertAmount = (amount: number): void => {
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > MAX_BET_AMOUNT) {
    throw new RangeError(`a bet amount must be a positive integer of minor units, got ${amount}`);
  }
};

/** Default smallest bet on every spot, in minor units (1.00 in a two-decimal currency). */
export const DEFAULT_MIN_BET = 100;

/** Default cap on what one winning bet may win (net), in minor units (10,000.00 in a two-decimal currency). */
export const DEFAULT_MAX_WIN = 1_000_000;

/**
 * Default limits of a spot whose best outcome wins `topMultiple` × the stake (net): the maximum keeps that win
 * within DEFAULT_MAX_WIN, and is never above DEFAULT_MAX_WIN itself (banker's 0.95:1 counts as 1).
 */
export const defaultLimit = (spot: string, pays: string, topMultiple: number): SpotLimit => ({
  spot,
  min: DEFAULT_MIN_BET,
  max: Math.floor(DEFAULT_MAX_WIN / Math.max(1, topMultiple)),
  pays,
});
