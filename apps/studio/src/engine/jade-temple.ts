// Jade Temple: 5 reels × 4 rows, 1024 ways. Paytable and strips were tuned with bench/rtp-calc.ts to the theoretical
// figures recorded below (see docs/studio-fairness.md).
import { defineSlot, strip } from './slot-engine';

export const JADE_TEMPLE = defineSlot({
  code: 'jade-temple',
  names: {
    EN: 'Jade Temple',
    CN: '翡翠神庙',
    VI: 'Đền Ngọc Bích',
    JA: '翡翠の神殿',
    TH: 'วิหารหยก',
    TY: 'Templo ng Jade',
    ID: 'Kuil Giok',
  },
  layout: 'ways',
  rows: 4,
  paylines: [],
  // Pays are coins per way; the smallest bet is 3 × 25 = 0.75.
  coinsPerSpin: 25,
  coinValues: [3, 6, 12, 30, 60, 120],
  symbols: [
    { id: 'wild', kind: 'wild', pays: [] },
    // Scatter pays are coins for the whole bet: 2×, 10×, 50× the 25-coin bet.
    { id: 'coin', kind: 'scatter', pays: [50, 250, 1250] },
    { id: 'tiger', kind: 'normal', pays: [25, 75, 250] },
    { id: 'crane', kind: 'normal', pays: [20, 60, 200] },
    { id: 'turtle', kind: 'normal', pays: [15, 42, 120] },
    { id: 'lotus', kind: 'normal', pays: [12, 40, 120] },
    { id: 'a', kind: 'normal', pays: [5, 15, 40] },
    { id: 'k', kind: 'normal', pays: [5, 15, 40] },
    { id: 'q', kind: 'normal', pays: [4, 12, 40] },
    { id: 'j', kind: 'normal', pays: [4, 10, 40] },
    { id: 'ten', kind: 'normal', pays: [3, 10, 30] },
    { id: 'nine', kind: 'normal', pays: [3, 8, 30] },
  ],
  reelStrips: [
    strip(
      'lotus k nine q turtle a j crane lotus q tiger nine crane k ten k ten turtle a tiger q turtle ten a j a nine q turtle ten a j nine j lotus q crane k nine k ten coin j lotus tiger',
    ),
    strip(
      'nine q lotus turtle crane nine j k tiger j coin ten turtle a q a nine q wild j ten lotus j turtle ten a ten lotus j lotus ten k crane a q tiger turtle nine a q crane k nine k tiger k',
    ),
    strip(
      'turtle tiger lotus a k q coin nine crane turtle a j k crane lotus a ten a ten k turtle nine ten q tiger nine j lotus q nine a ten q nine turtle j crane k ten k j q j lotus tiger wild',
    ),
    strip(
      'lotus crane nine tiger j lotus j crane turtle q j turtle a k nine a nine k q ten a ten a j nine k ten nine q tiger coin ten q turtle lotus crane lotus turtle k ten q a tiger j wild k',
    ),
    strip(
      'crane k nine k ten coin nine k lotus a j nine crane j lotus a tiger crane q nine j k lotus tiger q a turtle nine k a ten a j ten q turtle ten turtle q ten turtle q wild j tiger lotus',
    ),
  ],
  freeSpinsAwarded: [8, 12, 16],
  freeSpinMultiplier: 3,
  targetRtp: 0.96,
  targetHitFrequency: 0.5267,
});
