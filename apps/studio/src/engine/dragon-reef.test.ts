import { describe, expect, it } from 'vitest';
import { DRAGON_REEF as GAME } from './dragon-reef';
import type { FloatSource } from './types';

const fixed = (...floats: number[]): FloatSource => {
  let i = 0;
  return { next: () => floats[i++] ?? Number.NaN };
};

/** A deterministic non-fair source for scenes (xorshift32). */
const xorshift = (seed: number): FloatSource => {
  let x = seed >>> 0 || 1;
  return {
    next() {
      x ^= x << 13;
      x >>>= 0;
      x ^= x >>> 17;
      x ^= x << 5;
      x >>>= 0;
      return x / 2 ** 32;
    },
  };
};

describe('dragon-reef shots', () => {
  it('hits with probability targetRtp / multiplier and pays coinsPerShot × multiplier', () => {
    for (const type of GAME.fishTypes) {
      const p = GAME.targetRtp / type.multiplier;
      const fish = { id: 'f1', type: type.id };
      expect(GAME.shoot(fixed(p - 1e-9), fish, 5)).toEqual({
        fishId: 'f1',
        fishType: type.id,
        hit: true,
        multiplier: type.multiplier,
        winCoins: 5 * type.multiplier,
      });
      expect(GAME.shoot(fixed(p), fish, 5)).toEqual({
        fishId: 'f1',
        fishType: type.id,
        hit: false,
        multiplier: type.multiplier,
        winCoins: 0,
      });
    }
  });

  it('has the ten fish types and cannon levels of the brief', () => {
    expect(GAME.fishTypes.map((f) => [f.id, f.multiplier])).toEqual([
      ['clownfish', 2],
      ['pufferfish', 3],
      ['angelfish', 5],
      ['turtle', 8],
      ['lionfish', 10],
      ['octopus', 15],
      ['stingray', 20],
      ['shark', 40],
      ['whale', 80],
      ['golden-dragon', 150],
    ]);
    expect(GAME.cannonLevels).toEqual([1, 2, 3, 5, 10]);
    // Bigger fish are rarer, and none of the big ones outruns the small ones.
    const types = GAME.fishTypes;
    for (let i = 1; i < types.length; i++) expect(types[i]!.weight).toBeLessThan(types[i - 1]!.weight);
    expect(Math.max(...types.slice(3).map((t) => t.speed))).toBeLessThan(types[0]!.speed);
  });

  it('rejects unknown fish and non-integer coins', () => {
    expect(() => GAME.shoot(fixed(0.1), { id: 'f1', type: 'kraken' }, 1)).toThrow();
    expect(() => GAME.shoot(fixed(0.1), { id: 'f1', type: 'shark' }, 1.5)).toThrow();
  });
});

describe('dragon-reef scenes', () => {
  const DURATION = 120_000;
  const scene = GAME.scene(xorshift(2024), DURATION);
  const { width: W, height: H } = GAME.stage;

  it('keeps about 20–40 fish on the stage from the first second', () => {
    const onStage: number[] = [];
    for (let t = 0; t <= DURATION; t += 500) onStage.push(scene.filter((f) => GAME.fishPosition(f, t)).length);
    const mean = onStage.reduce((a, b) => a + b, 0) / onStage.length;
    expect(mean).toBeGreaterThanOrEqual(20);
    expect(mean).toBeLessThanOrEqual(40);
    expect(onStage[0]).toBeGreaterThanOrEqual(10);
    expect(Math.min(...onStage)).toBeGreaterThanOrEqual(5);
    expect(Math.max(...onStage)).toBeLessThanOrEqual(80);
  });

  it('gives unique ids, known types and sane times', () => {
    expect(new Set(scene.map((f) => f.id)).size).toBe(scene.length);
    const ids = new Set(GAME.fishTypes.map((t) => t.id));
    for (const f of scene) {
      expect(ids.has(f.type)).toBe(true);
      expect(f.spawnAt).toBeGreaterThanOrEqual(0);
      expect(f.spawnAt).toBeLessThan(DURATION);
      expect(f.leaveAt).toBeGreaterThan(f.spawnAt);
      expect(f.path).toHaveLength(8);
    }
    // Spawns follow the weights: clownfish (schools) far outnumber golden dragons.
    const count = (type: string) => scene.filter((f) => f.type === type).length;
    expect(count('clownfish')).toBeGreaterThan(10 * count('golden-dragon'));
  });

  it('enters and leaves off stage (except fish already swimming at t = 0)', () => {
    for (const f of scene) {
      const type = GAME.fishTypes.find((t) => t.id === f.type)!;
      const off = (p: { x: number; y: number }) =>
        p.x < -type.radius || p.x > W + type.radius || p.y < -type.radius || p.y > H + type.radius;
      expect(off(GAME.fishPosition(f, f.leaveAt)!), `${f.id} leaves`).toBe(true);
    }
    // Fish that spawn during the scene enter from off stage; there are such fish, so this check always runs.
    const spawning = scene.filter((f) => f.spawnAt > 0);
    expect(spawning.length).toBeGreaterThan(0);
    for (const f of spawning) {
      const type = GAME.fishTypes.find((t) => t.id === f.type)!;
      const p = GAME.fishPosition(f, f.spawnAt)!;
      expect(
        p.x < -type.radius || p.x > W + type.radius || p.y < -type.radius || p.y > H + type.radius,
        `${f.id} enters`,
      ).toBe(true);
    }
  });

  it('moves along its Bézier at about its speed, facing the direction of travel', () => {
    // Fish swimming at t = 0 join their path part-way, where the average speed of the rest differs a little.
    const whole = scene.filter((f) => f.spawnAt > 0).slice(0, 60);
    expect(whole).toHaveLength(60);
    for (const f of whole) {
      const type = GAME.fishTypes.find((t) => t.id === f.type)!;
      expect(GAME.fishPosition(f, f.spawnAt - 1)).toBeNull();
      expect(GAME.fishPosition(f, f.leaveAt + 1)).toBeNull();
      let length = 0;
      let prev = GAME.fishPosition(f, f.spawnAt)!;
      const steps = 200;
      for (let i = 1; i <= steps; i++) {
        const t = f.spawnAt + ((f.leaveAt - f.spawnAt) * i) / steps;
        const next = GAME.fishPosition(f, t)!;
        length += Math.hypot(next.x - prev.x, next.y - prev.y);
        if (i > 1 && i < steps) {
          const heading = Math.atan2(next.y - prev.y, next.x - prev.x);
          const diff = Math.abs(Math.atan2(Math.sin(heading - next.angle), Math.cos(heading - next.angle)));
          expect(diff).toBeLessThan(0.1);
        }
        prev = next;
      }
      const speed = length / ((f.leaveAt - f.spawnAt) / 1000);
      expect(speed / type.speed).toBeGreaterThan(0.97);
      expect(speed / type.speed).toBeLessThan(1.03);
      const [x0, y0] = f.path;
      const start = GAME.fishPosition(f, f.spawnAt)!;
      expect(start.x).toBeCloseTo(x0, 6);
      expect(start.y).toBeCloseTo(y0, 6);
    }
  });

  it('is deterministic for the same source', () => {
    expect(GAME.scene(xorshift(7), 30_000)).toEqual(GAME.scene(xorshift(7), 30_000));
    expect(GAME.scene(xorshift(7), 30_000)).not.toEqual(GAME.scene(xorshift(8), 30_000));
  });
});
