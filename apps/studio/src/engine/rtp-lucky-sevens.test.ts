import { createHmac } from 'node:crypto';
import { expect, it } from 'vitest';
import { LUCKY_SEVENS } from './lucky-sevens';
import { simulateSlot, SIMULATION_ROUNDS } from './simulate';

const nodeHmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest();

it(`lucky-sevens returns its theoretical RTP and hit frequency over ${SIMULATION_ROUNDS.toLocaleString('en')} fair rounds`, () => {
  const stats = simulateSlot(LUCKY_SEVENS, 'simulation-seed-lucky-sevens', nodeHmac);
  const hitBand = stats.hitBand(LUCKY_SEVENS.targetHitFrequency);
  // The band must be narrow enough to catch a maths error of a percent or two.
  expect(stats.rtpBand).toBeLessThan(0.02);
  expect(Math.abs(stats.rtp - LUCKY_SEVENS.targetRtp), `RTP ${stats.rtp} ± ${stats.rtpBand}`).toBeLessThanOrEqual(
    stats.rtpBand,
  );
  expect(
    Math.abs(stats.hitFrequency - LUCKY_SEVENS.targetHitFrequency),
    `hit frequency ${stats.hitFrequency} ± ${hitBand}`,
  ).toBeLessThanOrEqual(hitBand);
});
