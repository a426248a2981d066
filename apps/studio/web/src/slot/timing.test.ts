import { describe, expect, it } from 'vitest';
import { countUpMs, Pacer, winTier } from './timing';

describe('win timing', () => {
  it('ranks wins by multiples of the bet', () => {
    expect(winTier(0, 20)).toBe(-1);
    expect(winTier(10, 20)).toBe(0);
    expect(winTier(20, 20)).toBe(1);
    expect(winTier(100, 20)).toBe(2);
    expect(winTier(399, 20)).toBe(2);
    expect(winTier(400, 20)).toBe(3);
    expect(winTier(1000, 20)).toBe(4);
  });

  it('counts longer for bigger wins', () => {
    expect(countUpMs(0, 20)).toBe(0);
    expect(countUpMs(10, 20)).toBeLessThan(countUpMs(60, 20));
    expect(countUpMs(60, 20)).toBeLessThan(countUpMs(200, 20));
    expect(countUpMs(200, 20)).toBeLessThan(countUpMs(800, 20));
  });

  it('skip() ends pending waits at once; after stop() waits are instant', async () => {
    const pacer = new Pacer();
    const started = Date.now();
    const pending = pacer.wait(10_000);
    pacer.skip();
    await pending;
    expect(Date.now() - started).toBeLessThan(1000);
    pacer.stop();
    await pacer.wait(10_000);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
