import { createHmac } from 'node:crypto';
import { expect, it } from 'vitest';
import { DRAGON_REEF } from './dragon-reef';
import { simulateFish, SIMULATION_ROUNDS } from './simulate';

const nodeHmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest();

it(`dragon-reef returns 96% and its hit frequency over ${SIMULATION_ROUNDS.toLocaleString('en')} fair shots`, () => {
  const stats = simulateFish(DRAGON_REEF, 'simulation-seed-dragon-reef', nodeHmac);
  const hitBand = stats.hitBand(stats.expectedHitFrequency);
  expect(DRAGON_REEF.targetRtp).toBe(0.96);
  // Fish returns are the most volatile (σ ≈ 5.6 bets over the ten types), so the band is wider than the slots'.
  expect(stats.rtpBand).toBeLessThan(0.025);
  expect(Math.abs(stats.rtp - 0.96), `RTP ${stats.rtp} ± ${stats.rtpBand}`).toBeLessThanOrEqual(stats.rtpBand);
  expect(
    Math.abs(stats.hitFrequency - stats.expectedHitFrequency),
    `hit frequency ${stats.hitFrequency} vs ${stats.expectedHitFrequency} ± ${hitBand}`,
  ).toBeLessThanOrEqual(hitBand);
});
