import { createHmac } from 'node:crypto';
import { expect, it } from 'vitest';
import { LANTERN_FORTUNE } from './lantern-fortune';
import { simulateSlot, SIMULATION_ROUNDS } from './simulate';

const nodeHmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest();

it(`lantern-fortune returns its theoretical RTP and hit frequency over ${SIMULATION_ROUNDS.toLocaleString('en')} fair rounds`, () => {
  const stats = simulateSlot(LANTERN_FORTUNE, 'simulation-seed-lantern-fortune', nodeHmac);
  const hitBand = stats.hitBand(LANTERN_FORTUNE.targetHitFrequency);
  // The band must be narrow enough to catch a maths error of a percent or two.
  expect(stats.rtpBand).toBeLessThan(0.02);
  expect(Math.abs(stats.rtp - LANTERN_FORTUNE.targetRtp), `RTP ${stats.rtp} ± ${stats.rtpBand}`).toBeLessThanOrEqual(
    stats.rtpBand,
  );
  expect(
    Math.abs(stats.hitFrequency - LANTERN_FORTUNE.targetHitFrequency),
    `hit frequency ${stats.hitFrequency} ± ${hitBand}`,
  ).toBeLessThanOrEqual(hitBand);
});
