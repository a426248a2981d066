// The studio's game maths, shared by the server (which decides outcomes) and the browser (which
// renders them and re-computes them on the fairness page). Nothing here touches I/O or the clock.

export const STUDIO_LANGS = ['EN', 'CN', 'VI', 'JA', 'TH', 'TY', 'ID'] as const;
export type StudioLang = (typeof STUDIO_LANGS)[number];
export type Names = Record<StudioLang, string>;

/** Uniform floats in [0, 1), drawn in order; outcomes consume them deterministically. */
export type FloatSource = { next(): number };

/** A cell of a slot screen: reel (column) and row, both from 0, row 0 at the top. */
export type Cell = [reel: number, row: number];

export type SlotSymbolKind = 'normal' | 'wild' | 'scatter';

export type SlotSymbol = {
  id: string;
  kind: SlotSymbolKind;
  /** Coins paid for 3, 4, 5 of a kind on a line (or per way); index 0 is 3 of a kind. Classic 3×3: [3 of a kind]. */
  pays: number[];
  /** Classic: coins for 1 and 2 of this symbol from the left on a line (index 0 = 1); only real symbols count. */
  shortPays?: number[];
  /** Classic wild: each of these on a winning line multiplies the win by this (2 → ×2, two of them ×4). */
  wildMultiplier?: number;
};

/** Classic: a mixed combination, e.g. 'any-bar' = any 3 of bar1/bar2/bar3 (wilds substitute). */
export type SlotMix = {
  id: string;
  symbols: string[];
  /** Coins paid for 3 on a line. */
  pays: number;
};

export type SlotWin = {
  /** Payline index (lines and classic), or -1 for a ways win or a scatter win. */
  line: number;
  symbol: string;
  /** How many reels from the left (or scatters anywhere) made the win. */
  count: number;
  /** Ways games: the number of ways; 1 otherwise. */
  ways: number;
  /** Multiplier applied to this win (wild multipliers, free-spin multipliers); 1 when none. */
  multiplier: number;
  /** Coins won by this win, after multipliers: always an integer. */
  winCoins: number;
  cells: Cell[];
};

export type SlotScreen = {
  /** grid[reel][row] = symbol id. */
  grid: string[][];
  wins: SlotWin[];
  /** Σ wins[].winCoins. */
  winCoins: number;
  /** Reel stops drawn for this screen: grid[reel][row] = reelStrips[reel][(stops[reel] + row) % strip length]. */
  stops?: number[];
  /** Base screen only: free spins this screen triggered (0 when none). */
  freeSpinsAwarded?: number;
};

export type SlotOutcome = {
  base: SlotScreen;
  /** Free spins triggered by the base screen, played out inside the same round (one bet, one win). */
  freeSpins: SlotScreen[];
  /** Base + every free spin, in coins. The round's win in money = winCoins × coinValue. */
  winCoins: number;
};

export type SlotGameDef = {
  kind: 'slot';
  /** Game code in the platform catalogue, e.g. 'lantern-fortune'. */
  code: string;
  names: Names;
  layout: 'lines' | 'ways' | 'classic';
  reels: number;
  rows: number;
  /** Lines and classic layouts: paylines[line][reel] = row. */
  paylines: number[][];
  /** The bet of one spin is coinValue × coinsPerSpin (minor units). */
  coinsPerSpin: number;
  /** Allowed coin values in minor units (ascending); the smallest × coinsPerSpin is the game's minBet. */
  coinValues: number[];
  symbols: SlotSymbol[];
  /** Free spins awarded for 3, 4, 5 scatters (index 0 = 3); empty when the game has none. */
  freeSpinsAwarded: number[];
  /** Multiplier on every free-spin win. */
  freeSpinMultiplier: number;
  /** Designed return to player (0.96 = 96%), documented in docs/studio-fairness.md. */
  targetRtp: number;
  /** Designed hit frequency (share of rounds with winCoins > 0), for the simulation test. */
  targetHitFrequency: number;
  spin(rng: FloatSource): SlotOutcome;
  /** The reel strips spin() draws from, reel by reel (the same strips in free spins). */
  reelStrips?: string[][];
  /** Classic: mixed combinations such as any-bar. */
  mixes?: SlotMix[];
};

export type FishType = {
  id: string;
  names: Names;
  /** Win on a hit = bet × multiplier. */
  multiplier: number;
  /** Pixels per second on the 1280×720 logical stage. */
  speed: number;
  /** Radius of the hit circle on the logical stage. */
  radius: number;
  /** Relative spawn weight in a scene. */
  weight: number;
};

/** One fish of a scene: it enters at spawnAt (ms since the scene started) and leaves by leaveAt. */
export type FishInstance = {
  id: string;
  type: string;
  spawnAt: number;
  leaveAt: number;
  /** Path parameters for fishPosition (a cubic Bézier across the stage). */
  path: [x0: number, y0: number, x1: number, y1: number, x2: number, y2: number, x3: number, y3: number];
};

export type FishShotOutcome = { fishId: string; fishType: string; hit: boolean; multiplier: number; winCoins: number };

export type FishGameDef = {
  kind: 'fish';
  code: string;
  names: Names;
  /** Coins per shot for each cannon level (level 1 = index 0). */
  cannonLevels: number[];
  /** Allowed coin values in minor units (ascending). The bet of a shot = coinValue × cannonLevels[level-1]. */
  coinValues: number[];
  fishTypes: FishType[];
  targetRtp: number;
  /** Logical stage size; the client scales it. */
  stage: { width: number; height: number };
  /** A scene of fish for durationMs, drawn from a non-fair source (the scene is not part of fairness). */
  scene(rng: FloatSource, durationMs: number): FishInstance[];
  /** Where a fish is at t ms since its scene started (null before spawn or after it left). */
  fishPosition(fish: FishInstance, t: number): { x: number; y: number; angle: number } | null;
  /** Decides a shot at a fish of this type: hit with probability targetRtp / multiplier. */
  shoot(rng: FloatSource, fish: Pick<FishInstance, 'id' | 'type'>, coinsPerShot: number): FishShotOutcome;
};

export type StudioGameDef = SlotGameDef | FishGameDef;
