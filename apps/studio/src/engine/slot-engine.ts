// The slot machinery shared by the three slot games: a game is data (strips, paylines, paytable) compiled once into
// index tables, so a spin is a handful of array reads and only the result objects are allocated.
import type {
  Cell,
  FloatSource,
  Names,
  SlotGameDef,
  SlotMix,
  SlotOutcome,
  SlotScreen,
  SlotSymbol,
  SlotWin,
} from './types';

/** Everything that defines a slot game; defineSlot turns it into a SlotGameDef. */
export type SlotSpec = {
  code: string;
  names: Names;
  layout: SlotGameDef['layout'];
  rows: number;
  paylines: number[][];
  coinsPerSpin: number;
  coinValues: number[];
  symbols: SlotSymbol[];
  reelStrips: string[][];
  mixes?: SlotMix[];
  freeSpinsAwarded: number[];
  freeSpinMultiplier: number;
  targetRtp: number;
  targetHitFrequency: number;
};

const NORMAL = 0;
const WILD = 1;
const SCATTER = 2;

type ClassicTable = {
  /** Per symbol triple (a·S + b)·S + c: coins (before free-spin multipliers), wild multiplier, win id, count. */
  pay: Int32Array;
  mult: Int32Array;
  win: Int32Array;
  count: Int8Array;
};

type SlotModel = {
  layout: SlotGameDef['layout'];
  reels: number;
  rows: number;
  ids: string[];
  kinds: Uint8Array;
  wild: number;
  scatter: number;
  /** pay[s·(reels + 1) + n]: coins for n of a kind of symbol s on a line or per way. */
  pay: Int32Array;
  /** Scatter coins (whole bet) and free spins by scatter count. */
  scatterPay: Int32Array;
  award: Int32Array;
  freeSpinMultiplier: number;
  /** Per payline, the screen offset (reel·rows + row) of each reel's cell. */
  lineOffsets: Int32Array[];
  /** lineCells[line][n]: the cells of the first n reels of a payline. */
  lineCells: Cell[][][];
  /** cells[reel·rows + row]: one shared (frozen) Cell per screen position. */
  cells: Cell[];
  /** scatterCount[reel][stop]: scatters in the window of that stop. */
  scatterCount: Uint8Array[];
  /** Ways games: waysCount[reel][stop·S + s] = cells of the window showing s or a wild. */
  waysCount: Uint8Array[];
  /** Ways games: per stop of reel 1, the bitmask of symbols that can start a way (all of them under a wild). */
  waysFirst: Int32Array;
  strips: Uint8Array[];
  /** windowIdx[reel][stop·rows + row]: symbol index shown at that row when the reel stops at stop. */
  windowIdx: Uint8Array[];
  /** windowIds[reel][stop]: the rows' symbol ids, shared (frozen) between outcomes. */
  windowIds: string[][][];
  classic: ClassicTable | null;
  /** Win ids of the classic table: symbol ids, then mix ids. */
  winIds: string[];
};

const frozen = <T extends object>(value: T): T => Object.freeze(value);

const fail = (code: string, message: string): never => {
  throw new Error(`${code}: ${message}`);
};

/** Coins by count from an array whose index 0 is count `first`; counts past its end take the last entry. */
const byCount = (pays: number[], first: number, size: number): Int32Array => {
  const out = new Int32Array(size + 1);
  if (pays.length === 0) return out;
  for (let n = first; n <= size; n++) out[n] = pays[Math.min(n - first, pays.length - 1)]!;
  return out;
};

const buildClassic = (spec: SlotSpec, ids: string[], kinds: Uint8Array, wild: number): ClassicTable => {
  const S = ids.length;
  const mixes = spec.mixes ?? [];
  const size = S * S * S;
  const table: ClassicTable = {
    pay: new Int32Array(size),
    mult: new Int32Array(size).fill(1),
    win: new Int32Array(size).fill(-1),
    count: new Int8Array(size),
  };
  const wildMult = wild >= 0 ? (spec.symbols[wild]!.wildMultiplier ?? 1) : 1;
  for (let a = 0; a < S; a++) {
    for (let b = 0; b < S; b++) {
      for (let c = 0; c < S; c++) {
        const t = (a * S + b) * S + c;
        const line = [a, b, c];
        const stars = line.filter((s) => s === wild).length;
        const real = [...new Set(line.filter((s) => s !== wild))];
        if (real.some((s) => kinds[s] === SCATTER)) continue;
        if (stars === 3) {
          table.pay[t] = spec.symbols[wild]!.pays[0] ?? 0;
          table.win[t] = wild;
          table.count[t] = 3;
          continue;
        }
        const mult = wildMult ** stars;
        const only = real.length === 1 ? real[0]! : -1;
        const threePay = only >= 0 ? (spec.symbols[only]!.pays[0] ?? 0) : 0;
        if (threePay > 0) {
          table.pay[t] = threePay * mult;
          table.mult[t] = mult;
          table.win[t] = only;
          table.count[t] = 3;
          continue;
        }
        // A mix pays when every real symbol on the line belongs to it; the best such mix wins.
        let best = -1;
        for (let m = 0; m < mixes.length; m++) {
          const mix = mixes[m]!;
          if (real.every((s) => mix.symbols.includes(ids[s]!)) && (best < 0 || mix.pays > mixes[best]!.pays)) best = m;
        }
        if (best >= 0) {
          table.pay[t] = mixes[best]!.pays * mult;
          table.mult[t] = mult;
          table.win[t] = S + best;
          table.count[t] = 3;
          continue;
        }
        // Short pays (cherries): real symbols from the left only; a wild never makes a short win.
        const short = spec.symbols[a]!.shortPays ?? [];
        const run = b === a ? 2 : 1;
        const shortPay = short[run - 1] ?? 0;
        if (shortPay > 0) {
          table.pay[t] = shortPay;
          table.win[t] = a;
          table.count[t] = run;
        }
      }
    }
  }
  return table;
};

const models = new WeakMap<SlotGameDef, SlotModel>();

const compile = (spec: SlotSpec): SlotModel => {
  const reels = spec.reelStrips.length;
  const rows = spec.rows;
  const ids = spec.symbols.map((s) => s.id);
  const S = ids.length;
  if (S > 32) fail(spec.code, 'at most 32 symbols');
  const index = new Map(ids.map((id, i) => [id, i]));
  const kinds = new Uint8Array(
    spec.symbols.map((s) => (s.kind === 'wild' ? WILD : s.kind === 'scatter' ? SCATTER : NORMAL)),
  );
  const wild = spec.symbols.findIndex((s) => s.kind === 'wild');
  const scatter = spec.symbols.findIndex((s) => s.kind === 'scatter');
  if (spec.symbols.filter((s) => s.kind !== 'normal').length > (wild >= 0 ? 1 : 0) + (scatter >= 0 ? 1 : 0)) {
    fail(spec.code, 'at most one wild and one scatter');
  }
  if (spec.layout === 'classic' && reels !== 3) fail(spec.code, 'classic games have 3 reels');
  const pay = new Int32Array(S * (reels + 1));
  spec.symbols.forEach((sym, s) => {
    if (sym.kind === 'scatter') return;
    const counts = byCount(sym.pays, 3, reels);
    for (let n = 3; n <= reels; n++) pay[s * (reels + 1) + n] = counts[n]!;
  });
  const cellsMax = reels * rows;
  const scatterSym = scatter >= 0 ? spec.symbols[scatter]! : null;
  const scatterPay = byCount(scatterSym?.pays ?? [], 3, cellsMax);
  const award = byCount(spec.freeSpinsAwarded, 3, cellsMax);
  const strips = spec.reelStrips.map((strip, r) =>
    Uint8Array.from(strip, (id) => index.get(id) ?? fail(spec.code, `unknown symbol ${id} on reel ${r + 1}`)),
  );
  const windowIdx = strips.map((strip) => {
    const w = new Uint8Array(strip.length * rows);
    for (let stop = 0; stop < strip.length; stop++) {
      for (let row = 0; row < rows; row++) w[stop * rows + row] = strip[(stop + row) % strip.length]!;
    }
    return w;
  });
  const windowIds = windowIdx.map((w, r) =>
    Array.from({ length: strips[r]!.length }, (_, stop) =>
      frozen(Array.from({ length: rows }, (_, row) => ids[w[stop * rows + row]!]!)),
    ),
  );
  spec.paylines.forEach((line, l) => {
    if (line.length !== reels || line.some((row) => row < 0 || row >= rows)) fail(spec.code, `bad payline ${l}`);
  });
  const cells = Array.from({ length: reels * rows }, (_, i) => frozen<Cell>([Math.floor(i / rows), i % rows]));
  const lineOffsets = spec.paylines.map((line) => Int32Array.from(line, (row, reel) => reel * rows + row));
  const lineCells = spec.paylines.map((line) =>
    Array.from({ length: reels + 1 }, (_, n) => frozen(line.slice(0, n).map((row, reel) => cells[reel * rows + row]!))),
  );
  const normalMask = spec.symbols.reduce((mask, sym, i) => (sym.kind === 'normal' ? mask | (1 << i) : mask), 0);
  const ways = spec.layout === 'ways';
  const waysCount = ways
    ? windowIdx.map((w, r) => {
        const counts = new Uint8Array(strips[r]!.length * S);
        for (let stop = 0; stop < strips[r]!.length; stop++) {
          for (let sym = 0; sym < S; sym++) {
            let c = 0;
            for (let row = 0; row < rows; row++) {
              const x = w[stop * rows + row]!;
              if (x === sym || x === wild) c++;
            }
            counts[stop * S + sym] = c;
          }
        }
        return counts;
      })
    : [];
  const waysFirst = ways
    ? Int32Array.from({ length: strips[0]!.length }, (_, stop) => {
        let mask = 0;
        for (let row = 0; row < rows; row++) {
          const x = windowIdx[0]![stop * rows + row]!;
          mask |= x === wild ? normalMask : kinds[x] === NORMAL ? 1 << x : 0;
        }
        return mask;
      })
    : new Int32Array(0);
  return {
    layout: spec.layout,
    reels,
    rows,
    ids,
    kinds,
    wild,
    scatter,
    pay,
    scatterPay,
    award,
    freeSpinMultiplier: spec.freeSpinMultiplier,
    lineOffsets,
    lineCells,
    cells,
    scatterCount: windowIdx.map((w, r) =>
      Uint8Array.from({ length: strips[r]!.length }, (_, stop) => {
        let k = 0;
        for (let row = 0; row < rows; row++) if (w[stop * rows + row] === scatter) k++;
        return k;
      }),
    ),
    waysCount,
    waysFirst,
    strips,
    windowIdx,
    windowIds,
    classic: spec.layout === 'classic' ? buildClassic(spec, ids, kinds, wild) : null,
    winIds: [...ids, ...(spec.mixes ?? []).map((m) => m.id)],
  };
};

type Evaluation = { wins: SlotWin[]; winCoins: number; scatters: number };

const NO_WINS: SlotWin[] = frozen([]);

const evaluateLines = (m: SlotModel, screen: Uint8Array, multiplier: number, out: Evaluation): void => {
  const R = m.reels;
  for (let l = 0; l < m.lineOffsets.length; l++) {
    const off = m.lineOffsets[l]!;
    const s0 = screen[off[0]!]!;
    const k0 = m.kinds[s0]!;
    if (k0 === SCATTER) continue;
    let sym = s0;
    let n = 1;
    let coins: number;
    if (k0 === NORMAL) {
      while (n < R) {
        const s = screen[off[n]!]!;
        if (s !== s0 && s !== m.wild) break;
        n++;
      }
      coins = m.pay[s0 * (R + 1) + n]!;
    } else {
      // A line starting with wilds pays the better of the wilds' own win and the symbol they stand in for.
      let w = 1;
      while (w < R && screen[off[w]!] === m.wild) w++;
      const wildCoins = m.pay[m.wild * (R + 1) + w]!;
      const t = w < R ? screen[off[w]!]! : -1;
      let subCoins = 0;
      let sub = w;
      if (t >= 0 && m.kinds[t] === NORMAL) {
        while (sub < R) {
          const s = screen[off[sub]!]!;
          if (s !== t && s !== m.wild) break;
          sub++;
        }
        subCoins = m.pay[t * (R + 1) + sub]!;
      }
      if (subCoins > wildCoins) {
        sym = t;
        n = sub;
        coins = subCoins;
      } else {
        n = w;
        coins = wildCoins;
      }
    }
    if (coins > 0) {
      const winCoins = coins * multiplier;
      if (out.wins === NO_WINS) out.wins = [];
      out.wins.push({
        line: l,
        symbol: m.ids[sym]!,
        count: n,
        ways: 1,
        multiplier,
        winCoins,
        cells: m.lineCells[l]![n]!,
      });
      out.winCoins += winCoins;
    }
  }
};

/** Ways wins; stops (the spin path) reads precomputed window counts, null (a hand-built grid) counts the screen. */
const evaluateWays = (
  m: SlotModel,
  screen: Uint8Array,
  multiplier: number,
  out: Evaluation,
  stops: number[] | null,
): void => {
  const { reels: R, rows, wild } = m;
  const S = m.ids.length;
  // Candidate symbols: those on reel 1, or every paying symbol when a wild stands on reel 1.
  let candidates = 0;
  if (stops) candidates = m.waysFirst[stops[0]!]!;
  else {
    for (let row = 0; row < rows; row++) {
      const s = screen[row]!;
      if (m.kinds[s] === NORMAL) candidates |= 1 << s;
      else if (s === wild) {
        for (let x = 0; x < S; x++) if (m.kinds[x] === NORMAL) candidates |= 1 << x;
      }
    }
  }
  for (let s = 0; candidates !== 0; s++, candidates >>>= 1) {
    if ((candidates & 1) === 0) continue;
    let ways = 1;
    let n = 0;
    while (n < R) {
      let c = 0;
      if (stops) c = m.waysCount[n]![stops[n]! * S + s]!;
      else {
        for (let row = 0; row < rows; row++) {
          const x = screen[n * rows + row]!;
          if (x === s || x === wild) c++;
        }
      }
      if (c === 0) break;
      ways *= c;
      n++;
    }
    const coins = m.pay[s * (R + 1) + n]!;
    if (coins === 0) continue;
    const cells: Cell[] = [];
    for (let reel = 0; reel < n; reel++) {
      for (let row = 0; row < rows; row++) {
        const x = screen[reel * rows + row]!;
        if (x === s || x === wild) cells.push(m.cells[reel * rows + row]!);
      }
    }
    const winCoins = coins * ways * multiplier;
    if (out.wins === NO_WINS) out.wins = [];
    out.wins.push({ line: -1, symbol: m.ids[s]!, count: n, ways, multiplier, winCoins, cells });
    out.winCoins += winCoins;
  }
};

const evaluateClassic = (m: SlotModel, screen: Uint8Array, multiplier: number, out: Evaluation): void => {
  const table = m.classic!;
  const S = m.ids.length;
  for (let l = 0; l < m.lineOffsets.length; l++) {
    const off = m.lineOffsets[l]!;
    const t = (screen[off[0]!]! * S + screen[off[1]!]!) * S + screen[off[2]!]!;
    const coins = table.pay[t]!;
    if (coins === 0) continue;
    const n = table.count[t]!;
    const winCoins = coins * multiplier;
    if (out.wins === NO_WINS) out.wins = [];
    out.wins.push({
      line: l,
      symbol: m.winIds[table.win[t]!]!,
      count: n,
      ways: 1,
      multiplier: table.mult[t]! * multiplier,
      winCoins,
      cells: m.lineCells[l]![n]!,
    });
    out.winCoins += winCoins;
  }
};

/** Pays a screen; scatters is the scatter count when the caller knows it, else -1. */
const evaluate = (
  m: SlotModel,
  screen: Uint8Array,
  multiplier: number,
  knownScatters: number,
  stops: number[] | null,
): Evaluation => {
  const out: Evaluation = { wins: NO_WINS, winCoins: 0, scatters: 0 };
  if (m.layout === 'lines') evaluateLines(m, screen, multiplier, out);
  else if (m.layout === 'ways') evaluateWays(m, screen, multiplier, out, stops);
  else evaluateClassic(m, screen, multiplier, out);
  if (m.scatter >= 0) {
    let scatters = knownScatters;
    if (scatters < 0) {
      scatters = 0;
      for (let i = 0; i < screen.length; i++) if (screen[i] === m.scatter) scatters++;
    }
    out.scatters = scatters;
    const coins = m.scatterPay[scatters]!;
    if (coins > 0) {
      const cells: Cell[] = [];
      for (let i = 0; i < screen.length; i++) if (screen[i] === m.scatter) cells.push(m.cells[i]!);
      const winCoins = coins * multiplier;
      if (out.wins === NO_WINS) out.wins = [];
      out.wins.push({ line: -1, symbol: m.ids[m.scatter]!, count: scatters, ways: 1, multiplier, winCoins, cells });
      out.winCoins += winCoins;
    }
  }
  return out;
};

const NO_SCREENS: SlotScreen[] = frozen([]);

/** Draws one screen: reel by reel, stop = floor(float × strip length). */
const spinScreen = (
  m: SlotModel,
  rng: FloatSource,
  multiplier: number,
  screen: Uint8Array,
): Evaluation & SlotScreen => {
  const { reels: R, rows } = m;
  let scatters = 0;
  const grid: string[][] = new Array<string[]>(R);
  const stops: number[] = new Array<number>(R);
  for (let reel = 0; reel < R; reel++) {
    const length = m.strips[reel]!.length;
    const stop = Math.floor(rng.next() * length);
    stops[reel] = stop;
    grid[reel] = m.windowIds[reel]![stop]!;
    scatters += m.scatterCount[reel]![stop]!;
    const w = m.windowIdx[reel]!;
    for (let row = 0; row < rows; row++) screen[reel * rows + row] = w[stop * rows + row]!;
  }
  const e = evaluate(m, screen, multiplier, m.scatter >= 0 ? scatters : 0, stops);
  return { grid, wins: e.wins, winCoins: e.winCoins, stops, scatters: e.scatters };
};

/** Compiles a slot spec into its game definition. */
export const defineSlot = (spec: SlotSpec): SlotGameDef => {
  const m = compile(spec);
  const screen = new Uint8Array(m.reels * m.rows);
  const def: SlotGameDef = {
    kind: 'slot',
    code: spec.code,
    names: spec.names,
    layout: spec.layout,
    reels: m.reels,
    rows: m.rows,
    paylines: spec.paylines,
    coinsPerSpin: spec.coinsPerSpin,
    coinValues: spec.coinValues,
    symbols: spec.symbols,
    freeSpinsAwarded: spec.freeSpinsAwarded,
    freeSpinMultiplier: spec.freeSpinMultiplier,
    targetRtp: spec.targetRtp,
    targetHitFrequency: spec.targetHitFrequency,
    reelStrips: spec.reelStrips,
    ...(spec.mixes ? { mixes: spec.mixes } : {}),
    spin(rng: FloatSource): SlotOutcome {
      const first = spinScreen(m, rng, 1, screen);
      const awarded = m.award[first.scatters]!;
      const base: SlotScreen = {
        grid: first.grid,
        wins: first.wins,
        winCoins: first.winCoins,
        stops: first.stops!,
        freeSpinsAwarded: awarded,
      };
      if (awarded === 0) return { base, freeSpins: NO_SCREENS, winCoins: base.winCoins };
      let winCoins = base.winCoins;
      const freeSpins: SlotScreen[] = [];
      // Free spins are played on the same strips with the multiplier; scatters in them pay but do not retrigger.
      for (let i = 0; i < awarded; i++) {
        const free = spinScreen(m, rng, m.freeSpinMultiplier, screen);
        freeSpins.push({ grid: free.grid, wins: free.wins, winCoins: free.winCoins, stops: free.stops! });
        winCoins += free.winCoins;
      }
      return { base, freeSpins, winCoins };
    },
  };
  models.set(def, m);
  return def;
};

const modelOf = (game: SlotGameDef): SlotModel => models.get(game) ?? fail(game.code, 'not made by defineSlot');

const screenOf = (m: SlotModel, grid: string[][], code: string): Uint8Array => {
  if (grid.length !== m.reels || grid.some((col) => col.length !== m.rows)) fail(code, 'grid size');
  const screen = new Uint8Array(m.reels * m.rows);
  grid.forEach((col, reel) =>
    col.forEach((id, row) => {
      const s = m.ids.indexOf(id);
      screen[reel * m.rows + row] = s >= 0 ? s : fail(code, `unknown symbol ${id}`);
    }),
  );
  return screen;
};

/**
 * Pays a hand-built grid (grid[reel][row]) as the game would: multiplier 1 for a base screen, the game's
 * freeSpinMultiplier inside free spins.
 */
export const evaluateGrid = (game: SlotGameDef, grid: string[][], freeSpin = false): SlotScreen => {
  const m = modelOf(game);
  const multiplier = freeSpin ? m.freeSpinMultiplier : 1;
  const e = evaluate(m, screenOf(m, grid, game.code), multiplier, -1, null);
  return {
    grid: grid.map((col) => [...col]),
    wins: e.wins,
    winCoins: e.winCoins,
    ...(freeSpin ? {} : { freeSpinsAwarded: m.award[e.scatters]! }),
  };
};

/** The screen shown when the reels stop at stops (one stop per reel). */
export const gridAt = (game: SlotGameDef, stops: number[]): string[][] => {
  const m = modelOf(game);
  if (stops.length !== m.reels) fail(game.code, 'one stop per reel');
  return stops.map((stop, reel) => {
    const length = m.strips[reel]!.length;
    return [...m.windowIds[reel]![((stop % length) + length) % length]!];
  });
};

/** A reel strip written as space-separated symbol ids, top to bottom. */
export const strip = (symbols: string): string[] => symbols.split(' ');
