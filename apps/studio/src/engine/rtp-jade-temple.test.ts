import { createHmac } from 'node:crypto';
import { expect, it } from 'vitest';
import { JADE_TEMPLE } from './jade-temple';
import { simulateSlot, SIMULATION_ROUNDS } from './simulate';

const nodeHmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest();

it(`jade-temple returns its theoretical RTP and hit frequency over ${SIMULATION_ROUNDS.toLocaleString('en')} fair rounds`, () => {
  const stats = simulateSlot(JADE_TEMPLE, 'simulation-seed-jade-temple', nodeHmac);
  const hitBand = stats.hitBand(JADE_TEMPLE.targetHitFrequency);
  // The band must be narrow enough to catch a maths error of a percent or two.
  expect(stats.rtpBand).toBeLessThan(0.02);
  expect(Math.abs(stats.rtp - JADE_TEMPLE.targetRtp), `RTP ${stats.rtp} ± ${stats.rtpBand}`).toBeLessThanOrEqual(
    stats.rtpBand,
  );
  expect(
    Math.abs(stats.hitFrequency - JADE_TEMPLE.targetHitFrequency),
    `hit frequency ${stats.hitFrequency} ± ${hitBand}`,
  ).toBeLessThanOrEqual(hitBand);
});
