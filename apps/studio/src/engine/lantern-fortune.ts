// Lantern Fortune: 5 reels × 3 rows, 20 lines. Paytable and strips were tuned with bench/rtp-calc.ts to the
// theoretical figures recorded below (see docs/studio-fairness.md).
import { defineSlot, strip } from './slot-engine';

/** The 20 paylines (paylines[line][reel] = row, row 0 at the top). */
export const LANTERN_PAYLINES = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
];

export const LANTERN_FORTUNE = defineSlot({
  code: 'lantern-fortune',
  names: {
    EN: 'Lantern Fortune',
    CN: '灯笼财富',
    VI: 'Đèn Lồng Phát Tài',
    JA: 'ランタン・フォーチュン',
    TH: 'โคมนำโชค',
    TY: 'Suwerte ng Parol',
    ID: 'Lentera Keberuntungan',
  },
  layout: 'lines',
  rows: 3,
  paylines: LANTERN_PAYLINES,
  // One coin per line; the smallest bet is 1 × 20 = 0.20.
  coinsPerSpin: 20,
  coinValues: [1, 2, 5, 10, 25, 50],
  symbols: [
    { id: 'wild', kind: 'wild', pays: [] },
    // Scatter pays are coins for the whole bet: 2×, 10×, 50× the 20-coin bet.
    { id: 'lantern', kind: 'scatter', pays: [40, 200, 1000] },
    { id: 'koi', kind: 'normal', pays: [60, 250, 1500] },
    { id: 'phoenix', kind: 'normal', pays: [50, 200, 900] },
    { id: 'ingot', kind: 'normal', pays: [40, 120, 500] },
    { id: 'fan', kind: 'normal', pays: [35, 100, 400] },
    { id: 'a', kind: 'normal', pays: [18, 50, 250] },
    { id: 'k', kind: 'normal', pays: [15, 45, 200] },
    { id: 'q', kind: 'normal', pays: [12, 35, 150] },
    { id: 'j', kind: 'normal', pays: [10, 30, 120] },
    { id: 'ten', kind: 'normal', pays: [8, 25, 100] },
  ],
  reelStrips: [
    strip(
      'q fan a j ten k q j ingot a phoenix koi fan a ten q lantern j a k q ingot k j k koi phoenix ten ingot ten fan',
    ),
    strip(
      'q k a j koi wild fan a ten fan lantern a k wild q ingot koi j q ten fan k ten phoenix k j q ten a ingot phoenix ingot j',
    ),
    strip(
      'q a phoenix koi ten fan wild j koi k j k ten fan q j q k ingot fan k ten a ingot wild a ingot a q j ten phoenix lantern',
    ),
    strip(
      'j fan k koi j a phoenix k q ten wild ingot ten a q a ten wild k j ten fan q fan ingot k q j phoenix a ingot koi lantern',
    ),
    strip(
      'k phoenix a q j ten koi ingot j a ingot fan q ten fan ingot ten k q lantern a ten k phoenix a j k j q fan koi',
    ),
  ],
  freeSpinsAwarded: [10, 15, 20],
  freeSpinMultiplier: 2,
  targetRtp: 0.9601,
  targetHitFrequency: 0.3823,
});
