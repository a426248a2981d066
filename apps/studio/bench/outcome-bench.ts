// Rounds per second of every studio game: (a) the outcome function alone, fed by a fast xorshift FloatSource;
// (b) the full fair pipeline (HMAC blocks → floats → outcome) with node:crypto's HMAC, as the server runs it;
// (c) the same with the engine's pure-TypeScript HMAC, as the fairness page runs it.
// Run: node --import tsx apps/studio/bench/outcome-bench.ts [seconds per measurement, default 1.5]
import { createHmac } from 'node:crypto';
import { hmacSha256, sha256Hex, type HmacFn } from '../src/engine/fair';
import { STUDIO_GAMES } from '../src/engine/games';
import { roundOutcome } from '../src/engine/outcome';
import type { FloatSource, StudioGameDef } from '../src/engine/types';

const seconds = Number(process.argv[2] ?? 1.5);

/** Marsaglia's xorshift128 (32-bit words): fast, not fair; only for measuring the outcome function. */
const xorshift = (seed: number): FloatSource => {
  let x = seed >>> 0 || 123456789;
  let y = 362436069;
  let z = 521288629;
  let w = 88675123;
  return {
    next() {
      const t = x ^ (x << 11);
      x = y;
      y = z;
      z = w;
      w = (w ^ (w >>> 19) ^ (t ^ (t >>> 8))) >>> 0;
      return w / 4294967296;
    },
  };
};

const nodeHmac: HmacFn = (key, message) => createHmac('sha256', key).update(message).digest();

const FISH_INPUT = { fish: { id: 'f1', type: 'angelfish' }, coinsPerShot: 1 };

/** Runs play in batches until `seconds` have passed; returns rounds per second (after a short warm-up). */
const measure = (play: (round: number) => number): { perSecond: number; sink: number } => {
  let sink = 0;
  for (let i = 0; i < 50_000; i++) sink += play(i);
  let rounds = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < seconds * 1000) {
    for (let i = 0; i < 20_000; i++) sink += play(rounds + i);
    rounds += 20_000;
    elapsed = performance.now() - start;
  }
  return { perSecond: rounds / (elapsed / 1000), sink };
};

const outcomeOnly = (game: StudioGameDef): ((round: number) => number) => {
  const rng = xorshift(12345);
  if (game.kind === 'slot') return () => game.spin(rng).winCoins;
  return () => game.shoot(rng, FISH_INPUT.fish, 1).winCoins;
};

const fair = (game: StudioGameDef, hmac: HmacFn): ((round: number) => number) => {
  const serverSeed = sha256Hex(`bench-${game.code}`);
  if (game.kind === 'slot') return (n) => roundOutcome(game, serverSeed, 'bench', n, undefined, hmac).winCoins;
  return (n) => roundOutcome(game, serverSeed, 'bench', n, FISH_INPUT, hmac).winCoins;
};

const fmt = (x: number) => Math.round(x).toLocaleString('en').padStart(11);

console.log(`node ${process.version}, ${seconds}s per measurement; rounds per second`);
console.log(
  `${'game'.padEnd(16)} ${'(a) outcome'.padStart(11)} ${'(b) node HMAC'.padStart(13)} ${'(c) pure HMAC'.padStart(13)}`,
);
let sink = 0;
for (const game of STUDIO_GAMES) {
  const a = measure(outcomeOnly(game));
  const b = measure(fair(game, nodeHmac));
  const c = measure(fair(game, hmacSha256));
  sink += a.sink + b.sink + c.sink;
  console.log(`${game.code.padEnd(16)} ${fmt(a.perSecond)}   ${fmt(b.perSecond)}   ${fmt(c.perSecond)}`);
}
// Printed so the measured work cannot be optimised away.
console.log(`(checksum ${sink})`);
