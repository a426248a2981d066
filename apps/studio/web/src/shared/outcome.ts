import type { FishShotOutcome, SlotOutcome, SlotScreen } from '../../../src/engine/types';

// Round outcomes arrive as unknown JSON (api.ts types them z.unknown()); these guards check the shape the pages
// read before they render it, so a malformed answer shows an error instead of a broken screen.

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

const isScreen = (v: unknown): v is SlotScreen =>
  isObject(v) &&
  Array.isArray(v.grid) &&
  v.grid.every((col) => Array.isArray(col) && col.every((id) => typeof id === 'string')) &&
  Array.isArray(v.wins) &&
  v.wins.every((w) => isObject(w) && typeof w.line === 'number' && Array.isArray(w.cells)) &&
  typeof v.winCoins === 'number';

export const isSlotOutcome = (v: unknown): v is SlotOutcome =>
  isObject(v) &&
  isScreen(v.base) &&
  Array.isArray(v.freeSpins) &&
  v.freeSpins.every(isScreen) &&
  typeof v.winCoins === 'number';

export const isFishOutcome = (v: unknown): v is FishShotOutcome =>
  isObject(v) &&
  typeof v.fishId === 'string' &&
  typeof v.fishType === 'string' &&
  typeof v.hit === 'boolean' &&
  typeof v.multiplier === 'number' &&
  typeof v.winCoins === 'number';
