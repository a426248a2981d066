import { describe, expect, it } from 'vitest';
import type { FishGameDef, FishInstance, FishType, Names } from '../../../src/engine/types';
import type { FishSceneValue } from '../../../src/shared/api';
import {
  aimAngle,
  autoTarget,
  fadeIn,
  fishAt,
  fishKey,
  isFresher,
  levelCoins,
  mergeScene,
  parseShotOutcome,
  pruneScenes,
  sceneOrigin,
  seenFish,
  shotBet,
  wantsNextScene,
  type LiveScene,
} from './fish-model';

const names = (en: string): Names => ({ EN: en, CN: en, VI: en, JA: en, TH: en, TY: en, ID: en });
const type = (id: string, multiplier: number, radius: number): FishType => ({
  id,
  names: names(id),
  multiplier,
  speed: 100,
  radius,
  weight: 1,
});

// A stand-in game whose fish swim in straight lines from (x0, y0) to (x3, y3) between spawnAt and leaveAt, so the
// expected positions can be worked out by hand.
const game: FishGameDef = {
  kind: 'fish',
  code: 'test-reef',
  names: names('Test reef'),
  cannonLevels: [1, 2, 3, 5, 10],
  coinValues: [1, 10, 100],
  fishTypes: [type('small', 2, 20), type('mid', 10, 40), type('big', 100, 80)],
  targetRtp: 0.96,
  stage: { width: 1280, height: 720 },
  scene: () => [],
  fishPosition: (f, t) => {
    if (t < f.spawnAt || t > f.leaveAt) return null;
    const u = (t - f.spawnAt) / (f.leaveAt - f.spawnAt);
    const [x0, y0, , , , , x3, y3] = f.path;
    return { x: x0 + (x3 - x0) * u, y: y0 + (y3 - y0) * u, angle: Math.atan2(y3 - y0, x3 - x0) };
  },
  shoot: () => ({ fishId: '', fishType: '', hit: false, multiplier: 0, winCoins: 0 }),
};

/** A fish that stays at (x, y) from spawnAt to leaveAt. */
const still = (id: string, fishType: string, x: number, y: number, spawnAt = 0, leaveAt = 60_000): FishInstance => ({
  id,
  type: fishType,
  spawnAt,
  leaveAt,
  path: [x, y, x, y, x, y, x, y],
});

const sceneValue = (sceneId: string, fish: FishInstance[], elapsed = 0, caught: string[] = []): FishSceneValue => ({
  sceneId,
  elapsed,
  durationMs: 60_000,
  fish: fish.map((f) => ({ ...f, path: [...f.path] })),
  caught,
});

const live = (sceneId: string, fish: FishInstance[], origin = 0): LiveScene => {
  const merged = mergeScene(game, [], sceneValue(sceneId, fish), origin, origin);
  const scene = merged.scenes[0];
  if (!scene) throw new Error('scene not merged');
  return scene;
};

describe('scene clock', () => {
  it('dates the scene from the server elapsed time and half the round trip', () => {
    // Sent at 1000, answered at 1200: the server's reading is about 100 ms old on arrival.
    expect(sceneOrigin(5000, 1000, 1200)).toBe(1200 - 5000 - 100);
  });

  it('caps the latency correction so a stalled request cannot run the clock ahead', () => {
    expect(sceneOrigin(0, 0, 10_000)).toBe(10_000 - 500);
  });

  it('appends a new scene and re-aligns a known one with its newly caught fish', () => {
    const first = mergeScene(game, [], sceneValue('a', [still('1', 'small', 100, 100)], 1000), 0, 0);
    expect(first.isNew).toBe(true);
    expect(first.scenes.map((s) => s.origin)).toEqual([-1000]);

    const again = mergeScene(game, first.scenes, sceneValue('a', [], 3000, ['1']), 1500, 1500);
    expect(again.isNew).toBe(false);
    expect(again.scenes).toHaveLength(1);
    expect(again.scenes[0]?.origin).toBe(-1500);
    expect(again.scenes[0]?.gone.has('1')).toBe(true);

    const next = mergeScene(game, again.scenes, sceneValue('b', [still('1', 'mid', 5, 5, 0, 90_000)], 0), 2000, 2000);
    expect(next.isNew).toBe(true);
    expect(next.scenes.map((s) => s.id)).toEqual(['a', 'b']);
    expect(next.scenes[1]?.lastLeave).toBe(90_000);
  });

  it('holds back a follow-on scene’s mid-stage fish while the previous scene still swims', () => {
    const prev = mergeScene(game, [], sceneValue('a', [still('old', 'small', 640, 360)]), 0, 0).scenes;
    const fish = [
      still('warm', 'small', 100, 100),
      still('edge', 'mid', -30, 300),
      still('off', 'small', -500, 300),
      still('later', 'small', 200, 200, 5000),
    ];
    const both = mergeScene(game, prev, sceneValue('b', fish), 50_000, 50_000).scenes;
    expect([...(both[1]?.held ?? [])].sort()).toEqual(['edge', 'warm']);
    expect(both[1]?.arrivedAt).toBeNull();
    const shown = seenFish(game, both, 56_000, new Set()).map((f) => `${f.scene.id}:${f.fish.id}`);
    expect(shown.sort()).toEqual(['a:old', 'b:later', 'b:off']);
  });

  it('fades in a follow-on scene’s fish when the reef had already emptied, but not the first scene’s', () => {
    const warm = still('warm', 'small', 100, 100, 0);
    const later = still('later', 'small', 100, 100, 5000);
    const first = mergeScene(game, [], sceneValue('a', [still('gone', 'small', 0, 0, 0, 4000)]), 0, 0).scenes;
    expect(fadeIn(first[0]!, warm, 0, 1000)).toBe(1);
    const both = mergeScene(game, first, sceneValue('b', [warm, later]), 10_000, 10_000).scenes;
    const next = both[1]!;
    expect(next.held.size).toBe(0);
    expect(fadeIn(next, warm, 10_000, 1000)).toBe(0);
    expect(fadeIn(next, warm, 10_500, 1000)).toBe(0.5);
    expect(fadeIn(next, warm, 12_000, 1000)).toBe(1);
    // A fish spawning later fades from its own spawn time.
    expect(fadeIn(next, later, 15_250, 1000)).toBe(0.25);
  });

  it('asks for the next scene only within the lead time of the newest scene', () => {
    const s = live('a', [], 0);
    expect(wantsNextScene([], 0, 4000)).toBe(true);
    expect(wantsNextScene([s], 55_999, 4000)).toBe(false);
    expect(wantsNextScene([s], 56_000, 4000)).toBe(true);
  });

  it('keeps an old scene while its fish still swim, and always keeps the newest', () => {
    const old = live('old', [still('1', 'small', 0, 0, 0, 63_000)], 0);
    const fresh = live('new', [], 58_000);
    expect(pruneScenes([old, fresh], 62_000).map((s) => s.id)).toEqual(['old', 'new']);
    expect(pruneScenes([old, fresh], 63_000).map((s) => s.id)).toEqual(['new']);
    expect(pruneScenes([fresh], 1_000_000).map((s) => s.id)).toEqual(['new']);
  });
});

describe('fish on the stage', () => {
  const scene = live('s', [
    still('early', 'small', 100, 100, 5000, 9000),
    still('here', 'small', 200, 200),
    still('caught', 'mid', 300, 300),
    still('doomed', 'mid', 400, 400),
    still('unknown-type', 'kraken', 500, 500),
  ]);
  scene.gone.add('caught');

  it('lists only fish that have spawned, not left, not gone, not skipped and of a known type', () => {
    const ids = (t: number) =>
      seenFish(game, [scene], t, new Set([fishKey('s', 'doomed')]))
        .map((f) => f.fish.id)
        .sort();
    expect(ids(1000)).toEqual(['here']);
    expect(ids(6000)).toEqual(['early', 'here']);
    expect(ids(9001)).toEqual(['here']);
  });

  it('places fish with the game’s fishPosition on the scene clock', () => {
    const moving = live(
      'm',
      [{ id: 'm', type: 'small', spawnAt: 0, leaveAt: 1000, path: [0, 0, 0, 0, 0, 0, 1000, 0] }],
      100,
    );
    const [f] = seenFish(game, [moving], 600, new Set());
    expect(f?.x).toBe(500);
    expect(f?.t).toBe(500);
  });

  it('hits the nearest fish whose circle holds the point, and nothing in open water', () => {
    const s = live('h', [still('a', 'mid', 100, 100), still('b', 'mid', 150, 100), still('c', 'small', 600, 600)]);
    const fish = seenFish(game, [s], 0, new Set());
    expect(fishAt(fish, 110, 100)?.fish.id).toBe('a');
    expect(fishAt(fish, 140, 100)?.fish.id).toBe('b');
    expect(fishAt(fish, 600, 619)?.fish.id).toBe('c');
    expect(fishAt(fish, 600, 621)).toBeNull();
    expect(fishAt(fish, 900, 300)).toBeNull();
  });

  it('lets a finger reach a fish within the slop, preferring a fish whose circle holds the point', () => {
    const s = live('f', [still('small', 'small', 100, 100), still('big', 'big', 250, 100)]);
    const fish = seenFish(game, [s], 0, new Set());
    expect(fishAt(fish, 100, 130)).toBeNull();
    expect(fishAt(fish, 100, 130, 15)?.fish.id).toBe('small');
    expect(fishAt(fish, 100, 136, 15)).toBeNull();
    // 32 from small's centre (12 beyond its circle) but inside big's circle, 78 from its centre: big is hit.
    expect(fishAt(fish, 172, 100, 15)?.fish.id).toBe('big');
    expect(fishAt(fish, 172, 100)?.fish.id).toBe('big');
  });

  it('auto-aims at the highest multiplier fully on stage that stays long enough, nearest cannon on ties', () => {
    const cannon = { x: 640, y: 696 };
    const s = live('t', [
      still('small', 'small', 640, 400),
      still('mid-far', 'mid', 100, 100),
      still('mid-near', 'mid', 640, 500),
      still('big-edge', 'big', 40, 360),
      still('big-leaving', 'big', 640, 300, 0, 1500),
    ]);
    const fish = seenFish(game, [s], 1000, new Set());
    expect(autoTarget(fish, game.stage, cannon, 700)?.fish.id).toBe('mid-near');
    expect(autoTarget(fish, game.stage, cannon, 400)?.fish.id).toBe('big-leaving');
    expect(autoTarget([], game.stage, cannon, 700)).toBeNull();
  });
});

describe('bets and answers', () => {
  it('prices a shot as coin value × the level’s coins', () => {
    expect(levelCoins(game, 1)).toBe(1);
    expect(levelCoins(game, 5)).toBe(10);
    expect(levelCoins(game, 9)).toBe(1);
    expect(shotBet(game, 4, 10)).toBe(50);
  });

  it('reads a FishShotOutcome and refuses other shapes', () => {
    const ok = { fishId: 'f', fishType: 'small', hit: true, multiplier: 2, winCoins: 10 };
    expect(parseShotOutcome(ok)).toEqual(ok);
    expect(parseShotOutcome({ ...ok, hit: 'yes' })).toBeNull();
    expect(parseShotOutcome(null)).toBeNull();
    expect(parseShotOutcome({ base: {}, freeSpins: [] })).toBeNull();
  });

  it('applies only answers newer than the last one (out-of-order replies)', () => {
    const at = (nonce: number, hash = 'h1') => ({ serverSeedHash: hash, clientSeed: 'c', nonce });
    expect(isFresher(null, at(3))).toBe(true);
    expect(isFresher(at(3), at(4))).toBe(true);
    expect(isFresher(at(4), at(3))).toBe(false);
    expect(isFresher(at(4), at(4))).toBe(false);
    expect(isFresher(at(40), at(1, 'h2'))).toBe(true);
  });

  it('turns the cannon toward the point but never below the horizon', () => {
    const c = { x: 640, y: 700 };
    expect(aimAngle(c, 640, 100)).toBeCloseTo(-Math.PI / 2);
    expect(aimAngle(c, 1000, 700 - 360)).toBeCloseTo(-Math.PI / 4);
    expect(aimAngle(c, 1200, 700)).toBeCloseTo(-0.12);
    expect(aimAngle(c, 1200, 720)).toBeCloseTo(-0.12);
    expect(aimAngle(c, 0, 720)).toBeCloseTo(-Math.PI + 0.12);
  });
});
