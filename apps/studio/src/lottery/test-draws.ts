// Hand-made results for the worked examples of docs/lottery.md (the same numbers appear there).
import type { DrawResult } from './settle';

/**
 * XSMB, Thursday 2026-11-26 (Hà Nội). Endings: 45 ×4 (ĐB, G5, G6, G7), 90 ×3 (G1, G2, G7), 01 ×2 (G3, G6), and
 * 02–15, 17, 18, 22, 78 once each.
 */
export const MB_DRAW: DrawResult = {
  structure: 'MB27',
  tables: {
    HN: {
      DB: ['12345'],
      G1: ['67890'],
      G2: ['11122', '33390'],
      G3: ['44401', '55502', '66603', '77704', '88805', '99906'],
      G4: ['1207', '3408', '5609', '7810'],
      G5: ['2311', '4512', '6713', '8914', '0115', '2345'],
      G6: ['345', '678', '901'],
      G7: ['45', '90', '17', '18'],
    },
  },
};

/** XSMN station TP. Hồ Chí Minh: ending 56 ×6 (ĐB, G3, G4, G5, G7, G8), 11, 22, 33 ×2, 55 … 00 once. */
export const MN_DRAW: DrawResult = {
  structure: 'MN18',
  tables: {
    HCM: {
      DB: ['123456'],
      G1: ['11111'],
      G2: ['22222'],
      G3: ['33333', '44456'],
      G4: ['55555', '66666', '77777', '88888', '99999', '00000', '12356'],
      G5: ['7856'],
      G6: ['1111', '2222', '3333'],
      G7: ['456'],
      G8: ['56'],
    },
  },
};

/** Lucky 5D: 3 8 2 0 7, sum 20. */
export const D5_DRAW: DrawResult = { structure: 'D5', tables: { LUCKY5D: { DB: ['38207'] } } };
