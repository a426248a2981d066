// Helpers for the rules tests: hand-built screens and scripted reel stops.
import type { FloatSource, SlotGameDef, SlotScreen } from './types';

/** A copy of a grid with some cells replaced: [reel, row, symbol]. */
export const withCells = (grid: string[][], ...cells: [number, number, string][]): string[][] => {
  const copy = grid.map((col) => [...col]);
  for (const [reel, row, id] of cells) copy[reel]![row] = id;
  return copy;
};

/** Wins in a compact form: [line, symbol, count, ways, multiplier, winCoins]. */
export const brief = (screen: SlotScreen) =>
  screen.wins.map((w) => [w.line, w.symbol, w.count, w.ways, w.multiplier, w.winCoins] as const);

/** A FloatSource that lands each reel on the given stops in turn (the middle of each stop's float interval). */
export const stopsSource = (game: SlotGameDef, screens: number[][]): FloatSource => {
  const strips = game.reelStrips ?? [];
  const floats = screens.flatMap((stops) => stops.map((stop, reel) => (stop + 0.5) / strips[reel]!.length));
  let i = 0;
  return {
    next() {
      const f = floats[i];
      if (f === undefined) throw new Error('stopsSource ran out of stops');
      i++;
      return f;
    },
  };
};

/** The first stop of a reel whose window shows symbol (or lacks it, with absent = true). */
export const stopShowing = (game: SlotGameDef, reel: number, symbol: string, absent = false): number => {
  const strip = game.reelStrips![reel]!;
  for (let stop = 0; stop < strip.length; stop++) {
    const window = Array.from({ length: game.rows }, (_, row) => strip[(stop + row) % strip.length]);
    if (window.includes(symbol) !== absent) return stop;
  }
  throw new Error(`no stop of reel ${reel + 1} ${absent ? 'without' : 'with'} ${symbol}`);
};
