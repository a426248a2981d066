import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacSha256, sha256Hex } from './fair';
import { minBetMinor, STUDIO_GAMES, studioGame } from './games';
import { roundOutcome } from './outcome';
import { evaluateGrid } from './slot-engine';
import { STUDIO_LANGS, type FishGameDef, type SlotGameDef } from './types';

const SERVER_SEED = sha256Hex('determinism');
const nodeHmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest();
const slots = STUDIO_GAMES.filter((g): g is SlotGameDef => g.kind === 'slot');
const fish = studioGame('dragon-reef') as FishGameDef;

describe('roundOutcome', () => {
  it('gives the same outcome for the same seeds and nonce, with the pure or the node:crypto HMAC', () => {
    for (const game of slots) {
      for (let nonce = 0; nonce < 50; nonce++) {
        const a = roundOutcome(game, SERVER_SEED, 'client', nonce);
        expect(roundOutcome(game, SERVER_SEED, 'client', nonce)).toEqual(a);
        expect(roundOutcome(game, SERVER_SEED, 'client', nonce, undefined, nodeHmac)).toEqual(a);
      }
    }
  });

  it('gives different screens for different nonces, client seeds and server seeds', () => {
    for (const game of slots) {
      const stops = (s: string, c: string, n: number) => JSON.stringify(roundOutcome(game, s, c, n).base.stops);
      const seen = new Set(Array.from({ length: 20 }, (_, n) => stops(SERVER_SEED, 'client', n)));
      expect(seen.size).toBe(20);
      expect(stops(SERVER_SEED, 'client', 1)).not.toBe(stops(SERVER_SEED, 'client-2', 1));
      expect(stops(SERVER_SEED, 'client', 1)).not.toBe(stops(sha256Hex('other'), 'client', 1));
    }
  });

  it('pays each base screen exactly as evaluateGrid pays its grid', () => {
    for (const game of slots) {
      for (let nonce = 0; nonce < 2000; nonce++) {
        const outcome = roundOutcome(game, SERVER_SEED, 'client', nonce, undefined, hmacSha256);
        const again = evaluateGrid(game, outcome.base.grid);
        expect(outcome.base.wins).toEqual(again.wins);
        expect(outcome.base.freeSpinsAwarded).toBe(again.freeSpinsAwarded);
        expect(outcome.freeSpins).toHaveLength(outcome.base.freeSpinsAwarded ?? 0);
        const total = outcome.base.winCoins + outcome.freeSpins.reduce((sum, s) => sum + s.winCoins, 0);
        expect(outcome.winCoins).toBe(total);
        expect(Number.isInteger(outcome.winCoins)).toBe(true);
        for (const screen of [outcome.base, ...outcome.freeSpins]) {
          expect(screen.winCoins).toBe(screen.wins.reduce((sum, w) => sum + w.winCoins, 0));
        }
      }
    }
  });

  it('decides a fish shot from the first float of the round', () => {
    const input = { fish: { id: 'f3', type: 'clownfish' }, coinsPerShot: 2 };
    const outcomes = Array.from({ length: 200 }, (_, n) => roundOutcome(fish, SERVER_SEED, 'client', n, input));
    expect(outcomes.filter((o) => o.hit).length).toBeGreaterThan(60);
    expect(outcomes.filter((o) => !o.hit).length).toBeGreaterThan(60);
    expect(outcomes.every((o) => o.winCoins === (o.hit ? 4 : 0) && o.fishId === 'f3')).toBe(true);
    expect(roundOutcome(fish, SERVER_SEED, 'client', 5, input)).toEqual(outcomes[5]);
    expect(() => roundOutcome(fish, SERVER_SEED, 'client', 5)).toThrow();
  });
});

describe('catalogue', () => {
  it('has the four games, named in all 7 languages', () => {
    expect(STUDIO_GAMES.map((g) => g.code)).toEqual(['lantern-fortune', 'jade-temple', 'lucky-sevens', 'dragon-reef']);
    expect(studioGame('nope')).toBeUndefined();
    for (const game of STUDIO_GAMES) {
      for (const lang of STUDIO_LANGS)
        expect(game.names[lang].trim().length, `${game.code} ${lang}`).toBeGreaterThan(0);
    }
    for (const type of fish.fishTypes) {
      for (const lang of STUDIO_LANGS) expect(type.names[lang].trim().length, `${type.id} ${lang}`).toBeGreaterThan(0);
    }
  });

  it('uses the fixed symbol ids', () => {
    const ids = (code: string) => (studioGame(code) as SlotGameDef).symbols.map((s) => `${s.id}:${s.kind}`);
    expect(ids('lantern-fortune')).toEqual(
      ['wild:wild', 'lantern:scatter'].concat(
        ['koi', 'phoenix', 'ingot', 'fan', 'a', 'k', 'q', 'j', 'ten'].map((id) => `${id}:normal`),
      ),
    );
    expect(ids('jade-temple')).toEqual(
      ['wild:wild', 'coin:scatter'].concat(
        ['tiger', 'crane', 'turtle', 'lotus', 'a', 'k', 'q', 'j', 'ten', 'nine'].map((id) => `${id}:normal`),
      ),
    );
    expect(ids('lucky-sevens')).toEqual(
      ['star:wild'].concat(['seven', 'bar3', 'bar2', 'bar1', 'bell', 'cherry'].map((id) => `${id}:normal`)),
    );
  });

  it('has the layouts of the brief', () => {
    const shape = (g: SlotGameDef) => [g.layout, g.reels, g.rows, g.paylines.length, g.coinsPerSpin];
    expect(slots.map(shape)).toEqual([
      ['lines', 5, 3, 20, 20],
      ['ways', 5, 4, 0, 25],
      ['classic', 3, 3, 5, 5],
    ]);
    expect(new Set(slots[0]!.paylines.map((l) => l.join())).size).toBe(20);
  });

  it('has a distinct smallest bet per game, on the portal min-bet steps where the coins allow', () => {
    expect(STUDIO_GAMES.map((g) => [g.code, minBetMinor(g)])).toEqual([
      ['lantern-fortune', 20],
      ['jade-temple', 75],
      ['lucky-sevens', 10],
      ['dragon-reef', 1],
    ]);
    for (const game of STUDIO_GAMES) {
      const ascending = game.coinValues.every(
        (v, i) => Number.isInteger(v) && v > 0 && (i === 0 || v > game.coinValues[i - 1]!),
      );
      expect(ascending, game.code).toBe(true);
    }
  });
});

describe('worked examples of docs/studio-fairness.md', () => {
  const serverSeed = 'b3f6a7c2e9d14f0a8c5e2b7d9f1a3c6e4b8d0f2a6c9e1b3d5f7a9c2e4b6d8f0a';
  const clientSeed = 'pagoda-lucky';
  const slot = (code: string, nonce: number) =>
    roundOutcome(studioGame(code) as SlotGameDef, serverSeed, clientSeed, nonce);

  it('lantern-fortune nonce 45: phoenix ×3 on payline 7 through a wild', () => {
    const o = slot('lantern-fortune', 45);
    expect(o.base.stops).toEqual([9, 5, 2, 30, 24]);
    expect(o.base.grid).toEqual([
      ['a', 'phoenix', 'koi'],
      ['wild', 'fan', 'a'],
      ['phoenix', 'koi', 'ten'],
      ['ingot', 'koi', 'lantern'],
      ['a', 'j', 'k'],
    ]);
    expect(o.base.wins.map((w) => [w.line, w.symbol, w.count, w.winCoins])).toEqual([[7, 'phoenix', 3, 50]]);
    expect(o.winCoins).toBe(50);
  });

  it('jade-temple nonce 45: k on 4 reels, 4 ways', () => {
    const o = slot('jade-temple', 45);
    expect(o.base.stops).toEqual([13, 7, 3, 42, 36]);
    expect(o.base.wins.map((w) => [w.symbol, w.count, w.ways, w.winCoins])).toEqual([['k', 4, 4, 60]]);
  });

  it('lucky-sevens nonce 43: two cherries on the middle line', () => {
    const o = slot('lucky-sevens', 43);
    expect(o.base.stops).toEqual([15, 11, 0]);
    expect(o.base.wins.map((w) => [w.line, w.symbol, w.count, w.winCoins])).toEqual([[0, 'cherry', 2, 2]]);
  });

  it('dragon-reef nonce 42: the first float 0.5291… misses a clownfish (needs < 0.48)', () => {
    const o = roundOutcome(fish, serverSeed, clientSeed, 42, {
      fish: { id: 'f7', type: 'clownfish' },
      coinsPerShot: 3,
    });
    expect(o).toEqual({ fishId: 'f7', fishType: 'clownfish', hit: false, multiplier: 2, winCoins: 0 });
  });
});
