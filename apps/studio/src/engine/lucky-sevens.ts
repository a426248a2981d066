// Lucky Sevens: a classic 3 × 3 with 5 lines. Stars are wild and double a win each; any three bars pay any-bar;
// a cherry pays alone or in pairs from the left. Paytable and strips were tuned with bench/rtp-calc.ts (all 13,824
// stop combinations enumerated) to the figures recorded below (see docs/studio-fairness.md).
import { defineSlot, strip } from './slot-engine';

export const LUCKY_SEVENS = defineSlot({
  code: 'lucky-sevens',
  names: {
    EN: 'Lucky Sevens',
    CN: '幸运七',
    VI: 'Số 7 May Mắn',
    JA: 'ラッキーセブン',
    TH: 'เลขเจ็ดนำโชค',
    TY: 'Suwerteng Pito',
    ID: 'Tujuh Keberuntungan',
  },
  layout: 'classic',
  rows: 3,
  // Middle, top, bottom, then the two diagonals.
  paylines: [
    [1, 1, 1],
    [0, 0, 0],
    [2, 2, 2],
    [0, 1, 2],
    [2, 1, 0],
  ],
  // One coin per line; the smallest bet is 2 × 5 = 0.10.
  coinsPerSpin: 5,
  coinValues: [2, 5, 10, 20, 50, 100],
  symbols: [
    { id: 'star', kind: 'wild', pays: [160], wildMultiplier: 2 },
    { id: 'seven', kind: 'normal', pays: [30] },
    { id: 'bar3', kind: 'normal', pays: [20] },
    { id: 'bar2', kind: 'normal', pays: [12] },
    { id: 'bar1', kind: 'normal', pays: [8] },
    { id: 'bell', kind: 'normal', pays: [5] },
    { id: 'cherry', kind: 'normal', pays: [5], shortPays: [1, 2] },
  ],
  mixes: [{ id: 'any-bar', symbols: ['bar1', 'bar2', 'bar3'], pays: 2 }],
  reelStrips: [
    strip(
      'bell bar1 bar2 bell bar1 seven bell bar1 bell bar2 bell seven bar3 bell seven bell cherry bell bar3 bell bar2 bell star bar3',
    ),
    strip(
      'seven cherry bar1 cherry bar2 cherry bar1 seven cherry bell star bar3 cherry bar2 bell cherry bell cherry bar3 cherry seven cherry bell cherry',
    ),
    strip(
      'bell bar3 cherry bar1 bell seven bell bar3 cherry seven bell cherry bar2 bar1 star cherry bell cherry seven bar2 bar3 cherry bar1 bar2',
    ),
  ],
  freeSpinsAwarded: [],
  freeSpinMultiplier: 1,
  targetRtp: 0.9597,
  targetHitFrequency: 0.4476,
});
