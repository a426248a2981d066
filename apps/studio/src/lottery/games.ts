// The lottery games the studio offers: three regional draws fed by official results, and house-drawn fast games.
import type { RegionCode } from './stations';
import type { StructureCode } from './structures';

export type LotteryGame =
  | {
      code: string;
      name: string;
      kind: 'regional';
      region: RegionCode;
      structure: StructureCode;
      /** Sales close this long before the draw; results come from outside, so leave room for a late feed. */
      cutOffSeconds: number;
    }
  | {
      code: string;
      name: string;
      kind: 'fast';
      structure: StructureCode;
      /** Period length; divides a day, so every brand day has 86,400 / intervalSeconds periods. */
      intervalSeconds: number;
      /** Sales close this long before the draw: enough to stop selling and lock the period, short enough to keep play. */
      cutOffSeconds: number;
    };

/** Default cut-off of the regional draws: 15 minutes (MB closes 18:00 for the 18:15 draw). */
export const DEFAULT_REGIONAL_CUT_OFF_SECONDS = 15 * 60;
/** Default cut-off of the fast draws: 10 seconds. */
export const DEFAULT_FAST_CUT_OFF_SECONDS = 10;

export const LOTTERY_GAMES: readonly LotteryGame[] = [
  {
    code: 'XSMB',
    name: 'Xổ số Miền Bắc',
    kind: 'regional',
    region: 'MB',
    structure: 'MB27',
    cutOffSeconds: DEFAULT_REGIONAL_CUT_OFF_SECONDS,
  },
  {
    code: 'XSMT',
    name: 'Xổ số Miền Trung',
    kind: 'regional',
    region: 'MT',
    structure: 'MN18',
    cutOffSeconds: DEFAULT_REGIONAL_CUT_OFF_SECONDS,
  },
  {
    code: 'XSMN',
    name: 'Xổ số Miền Nam',
    kind: 'regional',
    region: 'MN',
    structure: 'MN18',
    cutOffSeconds: DEFAULT_REGIONAL_CUT_OFF_SECONDS,
  },
  {
    code: 'ELOTT1',
    name: 'Siêu tốc 1 phút',
    kind: 'fast',
    structure: 'MB27',
    intervalSeconds: 60,
    cutOffSeconds: DEFAULT_FAST_CUT_OFF_SECONDS,
  },
  {
    code: 'ELOTT3',
    name: 'Siêu tốc 3 phút',
    kind: 'fast',
    structure: 'MB27',
    intervalSeconds: 180,
    cutOffSeconds: DEFAULT_FAST_CUT_OFF_SECONDS,
  },
  {
    code: 'ELOTT5',
    name: 'Siêu tốc 5 phút',
    kind: 'fast',
    structure: 'MB27',
    intervalSeconds: 300,
    cutOffSeconds: DEFAULT_FAST_CUT_OFF_SECONDS,
  },
  {
    code: 'LUCKY5D',
    name: 'Lucky 5D 1 phút',
    kind: 'fast',
    structure: 'D5',
    intervalSeconds: 60,
    cutOffSeconds: DEFAULT_FAST_CUT_OFF_SECONDS,
  },
];

const BY_CODE = new Map(LOTTERY_GAMES.map((g) => [g.code, g]));

/** The game of a code; throws for an unknown code (a caller's bug, not user input). */
export const lotteryGame = (code: string): LotteryGame => {
  const game = BY_CODE.get(code);
  if (!game) throw new RangeError(`unknown lottery game ${code}`);
  return game;
};
