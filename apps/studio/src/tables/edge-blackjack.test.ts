import { expect, it } from 'vitest';
import { fairFloats } from '../engine/fair';
import { BLACKJACK_HOUSE_EDGE } from './blackjack';
import { blackjackTheory } from './blackjack-theory';
import { measureBlackjack } from './simulate-tables';

const HANDS = 1_000_000;

it(`basic strategy loses the documented edge over ${HANDS.toLocaleString('en')} fair hands`, () => {
  const stats = measureBlackjack(HANDS, (nonce) => fairFloats('edge-simulation-blackjack', 'simulation', nonce));
  // About ±0.38%: enough to catch a 6:5 blackjack (+1.4%) or a dealer hitting soft 17 done wrong by much.
  expect(stats.band).toBeLessThan(0.004);
  expect(
    Math.abs(stats.edge - BLACKJACK_HOUSE_EDGE),
    `edge ${stats.edge} ± ${stats.band}, documented ${BLACKJACK_HOUSE_EDGE}`,
  ).toBeLessThanOrEqual(stats.band);
  // The frequencies of splits, doubles and blackjacks match the exact analysis (binomial 99.9% bands).
  const theory = blackjackTheory(6);
  const band = (p: number) => 3.29 * Math.sqrt((p * (1 - p)) / HANDS);
  expect(Math.abs(stats.splitRate - theory.splitRate)).toBeLessThanOrEqual(band(theory.splitRate));
  expect(Math.abs(stats.blackjackRate - theory.blackjackRate)).toBeLessThanOrEqual(band(theory.blackjackRate));
  expect(Math.abs(stats.doubleRate - theory.doubleRate)).toBeLessThanOrEqual(band(theory.doubleRate));
});
