import { JACKPOT_INTERVAL_MS, JACKPOT_STEP_CENTS } from '@pagoda/contracts';

const BASE_CENTS = 1_000_000_000; // 10,000,000.00
const EPOCH = Date.UTC(2024, 0, 1);
const SPAN_CENTS = 90_000_000_000; // wraps below 910,000,000.00

/**
 * The ticker's starting figure, derived from the current time so every visitor sees
 * the same number at the same moment. Integer cents, so the 165.11 steps add up exactly.
 */
export const jackpotStartCents = (now: number): number => {
  const steps = Math.floor((now - EPOCH) / JACKPOT_INTERVAL_MS);
  return BASE_CENTS + ((steps * JACKPOT_STEP_CENTS) % SPAN_CENTS);
};
