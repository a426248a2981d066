// The live tables: rounds per second and measured house edges.
// (a) the table's maths alone (deal + settle every main spot, or a basic-strategy blackjack hand) fed by a fast
// xorshift FloatSource; (b) the same through the fair pipeline with node:crypto's HMAC, as the table server runs it;
// (c) with the engine's pure-TypeScript HMAC, as the fairness page runs it. Then the house edge of every main spot
// measured over fair rounds against the documented figure, with its 99.9% band.
// Run: node --import tsx apps/studio/bench/table-edge.ts [rounds per edge, default 1000000] [seconds per speed, 1.5]
import { createHmac } from 'node:crypto';
import { fairFloats, hmacSha256, type HmacFn } from '../src/engine/fair';
import type { FloatSource } from '../src/engine/types';
import {
  apply,
  basicStrategy,
  BLACKJACK_HOUSE_EDGE,
  blackjackTheory,
  deal,
  settle,
  TABLES,
  tableRound,
  type SharedTableGame,
} from '../src/tables';
import { measureBlackjack, measureSpots } from '../src/tables/simulate-tables';

const rounds = Number(process.argv[2] ?? 1_000_000);
const seconds = Number(process.argv[3] ?? 1.5);

/** Marsaglia's xorshift128 (32-bit words): fast, not fair; only for measuring the maths. */
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

const MAIN_SPOTS: Record<SharedTableGame, string[]> = {
  baccarat: ['player', 'banker', 'tie', 'player-pair', 'banker-pair'],
  'dragon-tiger': ['dragon', 'tiger', 'tie', 'suited-tie'],
  sicbo: ['small', 'big', 'odd', 'even', 'any-triple', 'total:10', 'combo:2-5', 'single:3'],
  roulette: ['straight:17', 'split:17-20', 'street:16-17-18', 'corner:17-18-20-21', 'column:2', 'dozen:2', 'red'],
};
const GAMES = Object.keys(MAIN_SPOTS) as SharedTableGame[];

/** Runs play in batches until `seconds` have passed; returns rounds per second (after a short warm-up). */
const measure = (play: (round: number) => number): { perSecond: number; sink: number } => {
  let sink = 0;
  for (let i = 0; i < 20_000; i++) sink += play(i);
  let done = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < seconds * 1000) {
    for (let i = 0; i < 10_000; i++) sink += play(done + i);
    done += 10_000;
    elapsed = performance.now() - start;
  }
  return { perSecond: done / (elapsed / 1000), sink };
};

/** One shared-table round from rng, settled on every main spot; returns the total returned. */
const sharedRound = (game: SharedTableGame, rng: () => FloatSource) => {
  const def = TABLES[game] as (typeof TABLES)['roulette'];
  return (): number => {
    const result = def.draw(rng());
    let back = 0;
    for (const spot of MAIN_SPOTS[game]) back += def.settle(spot, 100, result);
    return back;
  };
};

/** One blackjack hand played by basic strategy; returns its total return. */
const blackjackHand = (rng: () => FloatSource) => (): number => {
  const source = rng();
  let state = deal(source, 100);
  while (state.phase !== 'done') state = apply(state, basicStrategy(state), source);
  return settle(state).total;
};

const fmt = (x: number) => Math.round(x).toLocaleString('en').padStart(11);
const pct = (x: number, digits = 3) => `${(x * 100).toFixed(digits)}%`;

console.log(`node ${process.version}, ${seconds}s per speed measurement; rounds per second`);
console.log(
  `${'table'.padEnd(14)} ${'(a) maths'.padStart(11)} ${'(b) node HMAC'.padStart(13)} ${'(c) pure HMAC'.padStart(13)}`,
);
let sink = 0;
const fast = xorshift(2024);
const speeds: [string, (rng: (n: number) => FloatSource) => () => number][] = [
  ...GAMES.map((g): [string, (rng: (n: number) => FloatSource) => () => number] => [
    g,
    (rng) => {
      let n = 0;
      return sharedRound(g, () => rng(n++));
    },
  ]),
  [
    'blackjack',
    (rng) => {
      let n = 0;
      return blackjackHand(() => rng(n++));
    },
  ],
];
for (const [name, make] of speeds) {
  const a = measure(make(() => fast));
  const b = measure(make((n) => fairFloats('bench-seed', 'bench', n, nodeHmac)));
  const c = measure(make((n) => fairFloats('bench-seed', 'bench', n, hmacSha256)));
  sink += a.sink + b.sink + c.sink;
  console.log(`${name.padEnd(14)} ${fmt(a.perSecond)}   ${fmt(b.perSecond)}   ${fmt(c.perSecond)}`);
}
console.log(`(checksum ${sink})`);

console.log(
  `\nHouse edges over ${rounds.toLocaleString('en')} fair rounds (node HMAC), documented vs measured ± 99.9% band`,
);
for (const game of GAMES) {
  const def = TABLES[game] as (typeof TABLES)['roulette'];
  const start = performance.now();
  const stats = measureSpots(
    def,
    MAIN_SPOTS[game],
    rounds,
    (n) => tableRound(game, `bench-edge-${game}`, 'bench', n, nodeHmac) as never,
  );
  console.log(`${game} (${((performance.now() - start) / 1000).toFixed(1)} s)`);
  for (const [spot, s] of Object.entries(stats)) {
    const documented = def.houseEdge[spot]!;
    const inside = Math.abs(s.edge - documented) <= s.band ? 'inside' : 'OUTSIDE';
    console.log(
      `  ${spot.padEnd(20)} ${pct(documented).padStart(8)}   ${pct(s.edge).padStart(8)} ± ${pct(s.band)}  ${inside}`,
    );
  }
}
const start = performance.now();
const bj = measureBlackjack(rounds, (n) => fairFloats('bench-edge-blackjack', 'bench', n, nodeHmac));
const theory = blackjackTheory(6);
console.log(`blackjack, basic strategy (${((performance.now() - start) / 1000).toFixed(1)} s)`);
console.log(
  `  ${'edge'.padEnd(20)} ${pct(BLACKJACK_HOUSE_EDGE).padStart(8)}   ${pct(bj.edge).padStart(8)} ± ${pct(bj.band)}  ${
    Math.abs(bj.edge - BLACKJACK_HOUSE_EDGE) <= bj.band ? 'inside' : 'OUTSIDE'
  }`,
);
console.log(
  `  ${'splits per hand'.padEnd(20)} ${pct(theory.splitRate).padStart(8)}   ${pct(bj.splitRate).padStart(8)}`,
);
console.log(
  `  ${'doubles per hand'.padEnd(20)} ${pct(theory.doubleRate).padStart(8)}   ${pct(bj.doubleRate).padStart(8)}`,
);
console.log(
  `  ${'blackjacks'.padEnd(20)} ${pct(theory.blackjackRate).padStart(8)}   ${pct(bj.blackjackRate).padStart(8)}`,
);
