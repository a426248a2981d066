// Theoretical return and hit frequency of the slot games, computed from their public data (reel strips, paylines,
// paytables), so the figures in the game definitions and in docs/studio-fairness.md can be re-derived by anyone.
import { evaluateGrid, gridAt } from './slot-engine';
import type { SlotGameDef, SlotSymbol } from './types';

export type SlotStats = {
  /** Return to player: expected win of a round ÷ its bet, free spins included. */
  rtp: number;
  /** Share of rounds with a win (a free-spin trigger always pays scatters, so it is a base-game win). */
  hitFrequency: number;
  /** Expected line or ways coins of one spin without multipliers. */
  lineCoins: number;
  /** Expected scatter coins of one spin without multipliers. */
  scatterCoins: number;
  /** Probability that a base spin triggers free spins. */
  triggerFrequency: number;
  /** Expected free spins awarded per round. */
  freeSpinsPerRound: number;
  /** The parts of rtp: base game, free spins. */
  baseRtp: number;
  freeSpinRtp: number;
  method: 'closed-form' | 'enumeration';
};

/** Coins for count n from pays whose index 0 is count first (counts past its end take the last entry). */
const payAt = (pays: number[], n: number, first = 3): number =>
  n < first || pays.length === 0 ? 0 : pays[Math.min(n - first, pays.length - 1)]!;

const stripsOf = (game: SlotGameDef): string[][] => {
  if (!game.reelStrips) throw new Error(`${game.code}: no reel strips`);
  return game.reelStrips;
};

/** Symbols shown in the window of a reel stopped at stop. */
const windowAt = (strip: string[], stop: number, rows: number): string[] =>
  Array.from({ length: rows }, (_, row) => strip[(stop + row) % strip.length]!);

/** dist[k]: probability that the reel's window shows k scatters. */
const scatterDist = (strip: string[], rows: number, scatter: string | undefined): number[] => {
  const dist = new Array<number>(rows + 1).fill(0);
  for (let stop = 0; stop < strip.length; stop++) {
    const k = scatter ? windowAt(strip, stop, rows).filter((id) => id === scatter).length : 0;
    dist[k]! += 1 / strip.length;
  }
  return dist;
};

const convolve = (a: number[], b: number[]): number[] => {
  const out = new Array<number>(a.length + b.length - 1).fill(0);
  a.forEach((x, i) => b.forEach((y, j) => (out[i + j]! += x * y)));
  return out;
};

const scatterTotals = (dists: number[][]): number[] => dists.reduce(convolve, [1]);

type Parts = { lineCoins: number; scatterCoins: number; trigger: number; spins: number; hit: number };

const finishStats = (game: SlotGameDef, parts: Parts, method: SlotStats['method']): SlotStats => {
  const spinCoins = parts.lineCoins + parts.scatterCoins;
  const baseRtp = spinCoins / game.coinsPerSpin;
  const freeSpinRtp = (parts.spins * game.freeSpinMultiplier * spinCoins) / game.coinsPerSpin;
  return {
    rtp: baseRtp + freeSpinRtp,
    hitFrequency: parts.hit,
    lineCoins: parts.lineCoins,
    scatterCoins: parts.scatterCoins,
    triggerFrequency: parts.trigger,
    freeSpinsPerRound: parts.spins,
    baseRtp,
    freeSpinRtp,
    method,
  };
};

const scatterParts = (game: SlotGameDef, totals: number[], scatter: SlotSymbol | undefined) => {
  let scatterCoins = 0;
  let trigger = 0;
  let spins = 0;
  totals.forEach((p, k) => {
    scatterCoins += p * payAt(scatter?.pays ?? [], k);
    const awarded = payAt(game.freeSpinsAwarded, k);
    spins += p * awarded;
    if (awarded > 0) trigger += p;
  });
  return { scatterCoins, trigger, spins };
};

/** The smallest scatter count that pays (Infinity when scatters never pay). */
const minScatterPay = (game: SlotGameDef, scatter: SlotSymbol | undefined): number => {
  const maxCount = game.reels * game.rows;
  for (let k = 1; k <= maxCount; k++) if (payAt(scatter?.pays ?? [], k) > 0) return k;
  return Infinity;
};

const checkAssumptions = (game: SlotGameDef, strips: string[][]) => {
  const wild = game.symbols.find((s) => s.kind === 'wild');
  const scatter = game.symbols.find((s) => s.kind === 'scatter');
  if (wild && strips[0]!.includes(wild.id)) throw new Error(`${game.code}: closed form assumes no wild on reel 1`);
  for (const s of game.symbols) {
    if (s.kind === 'normal' && payAt(s.pays, 3) <= 0) throw new Error(`${game.code}: ${s.id} must pay 3 of a kind`);
  }
  for (let k = 0; k <= game.reels * game.rows; k++) {
    if (payAt(game.freeSpinsAwarded, k) > 0 && payAt(scatter?.pays ?? [], k) <= 0) {
      throw new Error(`${game.code}: a free-spin trigger must pay scatters`);
    }
  }
  return { wild: wild?.id, scatter };
};

/**
 * Lines and ways games in closed form. Reels stop independently and uniformly, so:
 * lines — each payline shows one cell per reel, distributed as the strip's symbol frequencies, and an n-of-a-kind
 * of s needs s on reel 1, s or wild on reels 2…n and neither on reel n+1; ways — the ways of s with exactly n reels
 * are Π(count of s or wild on reels 1…n) × [none on reel n+1], whose expectation is the product of the per-reel
 * expectations. Scatter counts are the convolution of per-reel window distributions. Hit frequency enumerates
 * reels 1–3 (a line or ways win is decided there) and adds the chance that the remaining reels complete a scatter
 * win.
 */
const closedForm = (game: SlotGameDef): SlotStats => {
  if (game.layout === 'classic') throw new Error(`${game.code}: classic games are enumerated`);
  const strips = stripsOf(game);
  const { wild, scatter } = checkAssumptions(game, strips);
  const R = game.reels;
  const rows = game.rows;
  const normals = game.symbols.filter((s) => s.kind === 'normal');
  const isSorW = (id: string, s: string) => id === s || id === wild;

  let lineCoins = 0;
  if (game.layout === 'lines') {
    const freq = (r: number, test: (id: string) => boolean) => strips[r]!.filter(test).length / strips[r]!.length;
    for (const s of normals) {
      const p0 = freq(0, (id) => id === s.id);
      const pSW = strips.map((_, r) => freq(r, (id) => isSorW(id, s.id)));
      for (let n = 3; n <= R; n++) {
        let p = p0;
        for (let r = 1; r < n; r++) p *= pSW[r]!;
        if (n < R) p *= 1 - pSW[n]!;
        lineCoins += p * payAt(s.pays, n);
      }
    }
    lineCoins *= game.paylines.length;
  } else {
    for (const s of normals) {
      const mean: number[] = [];
      const none: number[] = [];
      strips.forEach((strip, r) => {
        let total = 0;
        let empty = 0;
        for (let stop = 0; stop < strip.length; stop++) {
          const c = windowAt(strip, stop, rows).filter((id) => (r === 0 ? id === s.id : isSorW(id, s.id))).length;
          total += c;
          if (c === 0) empty++;
        }
        mean.push(total / strip.length);
        none.push(empty / strip.length);
      });
      for (let n = 3; n <= R; n++) {
        let e = 1;
        for (let r = 0; r < n; r++) e *= mean[r]!;
        if (n < R) e *= none[n]!;
        lineCoins += e * payAt(s.pays, n);
      }
    }
  }

  const dists = strips.map((strip) => scatterDist(strip, rows, scatter?.id));
  const { scatterCoins, trigger, spins } = scatterParts(game, scatterTotals(dists), scatter);

  // Hit frequency: a line/ways win is decided by reels 1–3; otherwise the round hits only through scatters.
  const rest = scatterTotals(dists.slice(3));
  const tailAtLeast = (k: number) => rest.reduce((sum, p, i) => (i >= k ? sum + p : sum), 0);
  const minScatter = minScatterPay(game, scatter);
  const [s0, s1, s2] = [strips[0]!, strips[1]!, strips[2]!];
  let hit = 0;
  for (let a = 0; a < s0.length; a++) {
    const w0 = windowAt(s0, a, rows);
    for (let b = 0; b < s1.length; b++) {
      const w1 = windowAt(s1, b, rows);
      for (let c = 0; c < s2.length; c++) {
        const w2 = windowAt(s2, c, rows);
        let lineHit = false;
        if (game.layout === 'lines') {
          lineHit = game.paylines.some((line) => {
            const first = w0[line[0]!]!;
            return normals.some((s) => s.id === first) && isSorW(w1[line[1]!]!, first) && isSorW(w2[line[2]!]!, first);
          });
        } else {
          lineHit = w0.some(
            (first) =>
              normals.some((s) => s.id === first) &&
              w1.some((id) => isSorW(id, first)) &&
              w2.some((id) => isSorW(id, first)),
          );
        }
        if (lineHit) hit += 1;
        else {
          const shown = [...w0, ...w1, ...w2].filter((id) => id === scatter?.id).length;
          hit += tailAtLeast(minScatter - shown);
        }
      }
    }
  }
  hit /= s0.length * s1.length * s2.length;
  return finishStats(game, { lineCoins, scatterCoins, trigger, spins, hit }, 'closed-form');
};

/** Every combination of reel stops, paid by the game's own evaluator (small games: classic, test fixtures). */
const enumeration = (game: SlotGameDef): SlotStats => {
  const strips = stripsOf(game);
  const scatter = game.symbols.find((s) => s.kind === 'scatter');
  const combos = strips.reduce((n, strip) => n * strip.length, 1);
  let lineSum = 0;
  let scatterSum = 0;
  let trigger = 0;
  let spins = 0;
  let hits = 0;
  const stops = new Array<number>(strips.length).fill(0);
  for (let i = 0; i < combos; i++) {
    let rest = i;
    for (let r = strips.length - 1; r >= 0; r--) {
      stops[r] = rest % strips[r]!.length;
      rest = Math.floor(rest / strips[r]!.length);
    }
    const screen = evaluateGrid(game, gridAt(game, stops));
    for (const w of screen.wins) {
      if (w.symbol === scatter?.id && w.line === -1) scatterSum += w.winCoins;
      else lineSum += w.winCoins;
    }
    const awarded = screen.freeSpinsAwarded ?? 0;
    spins += awarded;
    if (awarded > 0) trigger++;
    if (screen.winCoins > 0) hits++;
    else if (awarded > 0) throw new Error(`${game.code}: a free-spin trigger must pay scatters`);
  }
  return finishStats(
    game,
    {
      lineCoins: lineSum / combos,
      scatterCoins: scatterSum / combos,
      trigger: trigger / combos,
      spins: spins / combos,
      hit: hits / combos,
    },
    'enumeration',
  );
};

/**
 * Exact RTP and hit frequency of a slot game: by enumerating every stop combination when there are at most
 * maxCombos of them (the classic game), else in closed form (lines and ways games). Free spins use the base strips
 * and do not retrigger, so their return is E[spins] × multiplier × E[coins of a spin].
 */
export const slotStats = (game: SlotGameDef, method: 'auto' | SlotStats['method'] = 'auto', maxCombos = 2_000_000) => {
  const combos = stripsOf(game).reduce((n, strip) => n * strip.length, 1);
  const chosen =
    method === 'auto' ? (game.layout === 'classic' || combos <= maxCombos ? 'enumeration' : 'closed-form') : method;
  return chosen === 'enumeration' ? enumeration(game) : closedForm(game);
};
