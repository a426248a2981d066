// The bet-type catalogue: data only. One rule kind per family, interpreted by hitsOf() here and priced by rtp.ts,
// so a new bet type is a new row, not new code.
import type { DrawStructure, PrizeTable, PrizeTier, StructureCode } from './structures';
import { allNumbers } from './structures';

/**
 * Which prizes a "match" bet looks at: every prize (lô), the special prize (đề, đuôi, 3 càng) or the lowest
 * tier, the 2-digit one (đầu: G7 in MB, G8 in MT/MN).
 */
export type MatchScope = 'all' | 'special' | 'lowest';

export type BetRule =
  /** Pays once per prize in scope whose last `digits` digits equal the pick (a number drawn twice pays twice). */
  | { kind: 'match'; digits: number; scope: MatchScope }
  /** Xiên: a combination of `pick` 2-digit numbers pays once if every one appears among all prizes' last 2 digits. */
  | { kind: 'all-appear'; pick: number }
  /** Lô trượt: a combination of `pick` 2-digit numbers pays once if none appears. */
  | { kind: 'none-appear'; pick: number }
  /** 5D: the digit at the ticket's position equals the pick. */
  | { kind: 'digit' }
  /** 5D: big (5–9) / small (0–4) of the digit at the ticket's position, or of the sum (big 23–45, small 0–22). */
  | { kind: 'size'; of: 'position' | 'sum' }
  /** 5D: odd / even of the digit at the ticket's position, or of the sum. */
  | { kind: 'parity'; of: 'position' | 'sum' };

/**
 * Pricing of one point, in the brand's units (a unit is `unitMinor` minor units, set per brand): a point costs
 * `price` units and each hit pays `payout` units. Players see "1 ăn payout/price". Integers only: no rounding.
 */
export type BetOdds = { price: bigint; payout: bigint };

export type BetType = {
  code: string;
  /** Vietnamese name. */
  name: string;
  rule: BetRule;
  /** Most numbers (picks) one ticket may carry. */
  maxNumbers: number;
  /** Default pricing per structure; a structure missing here does not offer the bet type. */
  defaults: Partial<Record<StructureCode, BetOdds>>;
};

const odds = (price: number, payout: number): BetOdds => ({ price: BigInt(price), payout: BigInt(payout) });

// Default payouts target 95% RTP, rounded down to the odds grid (rtp.ts derives each one; the tests keep them in
// 90–97%). Match bets cost one unit per prize covered, so their RTP is payout / 10^digits on every structure.
const truot = (pick: number, mb: number, mn: number): BetType => ({
  code: `truot${pick}`,
  name: `Lô trượt ${pick}`,
  rule: { kind: 'none-appear', pick },
  maxNumbers: Math.max(pick, 10),
  defaults: { MB27: odds(10, mb), MN18: odds(10, mn) },
});

export const BET_TYPES: readonly BetType[] = [
  {
    code: 'lo2',
    name: 'Lô 2 số',
    rule: { kind: 'match', digits: 2, scope: 'all' },
    maxNumbers: 100,
    defaults: { MB27: odds(27, 95), MN18: odds(18, 95) },
  },
  {
    code: 'lo3',
    name: 'Lô 3 số',
    rule: { kind: 'match', digits: 3, scope: 'all' },
    maxNumbers: 1000,
    defaults: { MB27: odds(23, 950), MN18: odds(17, 950) },
  },
  {
    code: 'lo4',
    name: 'Lô 4 số',
    rule: { kind: 'match', digits: 4, scope: 'all' },
    maxNumbers: 1000,
    defaults: { MB27: odds(20, 9500), MN18: odds(16, 9500) },
  },
  {
    code: 'de',
    name: 'Đề',
    rule: { kind: 'match', digits: 2, scope: 'special' },
    maxNumbers: 100,
    defaults: { MB27: odds(1, 95), MN18: odds(1, 95) },
  },
  {
    code: 'dau',
    name: 'Đầu',
    rule: { kind: 'match', digits: 2, scope: 'lowest' },
    maxNumbers: 100,
    defaults: { MB27: odds(4, 95), MN18: odds(1, 95) },
  },
  {
    code: 'duoi',
    name: 'Đuôi',
    rule: { kind: 'match', digits: 2, scope: 'special' },
    maxNumbers: 100,
    defaults: { MB27: odds(1, 95), MN18: odds(1, 95) },
  },
  {
    code: 'ba-cang',
    name: '3 càng',
    rule: { kind: 'match', digits: 3, scope: 'special' },
    maxNumbers: 1000,
    defaults: { MB27: odds(1, 950), MN18: odds(1, 950) },
  },
  {
    code: 'xien2',
    name: 'Xiên 2',
    rule: { kind: 'all-appear', pick: 2 },
    maxNumbers: 10,
    defaults: { MB27: odds(10, 173), MN18: odds(10, 363) },
  },
  {
    code: 'xien3',
    name: 'Xiên 3',
    rule: { kind: 'all-appear', pick: 3 },
    maxNumbers: 10,
    defaults: { MB27: odds(10, 772), MN18: odds(10, 2427) },
  },
  {
    code: 'xien4',
    name: 'Xiên 4',
    rule: { kind: 'all-appear', pick: 4 },
    maxNumbers: 10,
    defaults: { MB27: odds(10, 3558), MN18: odds(10, 17110) },
  },
  truot(4, 28, 19),
  truot(5, 37, 23),
  truot(6, 50, 28),
  truot(7, 67, 35),
  truot(8, 90, 42),
  truot(9, 121, 51),
  truot(10, 163, 63),
  { code: 'd5-digit', name: '5D Chọn số', rule: { kind: 'digit' }, maxNumbers: 10, defaults: { D5: odds(10, 95) } },
  {
    code: 'd5-size',
    name: '5D Lớn/Nhỏ',
    rule: { kind: 'size', of: 'position' },
    maxNumbers: 2,
    defaults: { D5: odds(10, 19) },
  },
  {
    code: 'd5-parity',
    name: '5D Lẻ/Chẵn',
    rule: { kind: 'parity', of: 'position' },
    maxNumbers: 2,
    defaults: { D5: odds(10, 19) },
  },
  {
    code: 'd5-sum-size',
    name: '5D Tổng Lớn/Nhỏ',
    rule: { kind: 'size', of: 'sum' },
    maxNumbers: 2,
    defaults: { D5: odds(10, 19) },
  },
  {
    code: 'd5-sum-parity',
    name: '5D Tổng Lẻ/Chẵn',
    rule: { kind: 'parity', of: 'sum' },
    maxNumbers: 2,
    defaults: { D5: odds(10, 19) },
  },
];

const BY_CODE = new Map(BET_TYPES.map((b) => [b.code, b]));

/** The bet type of a code, or undefined. */
export const betTypeByCode = (code: string): BetType | undefined => BY_CODE.get(code);

/** The bet types a structure offers. */
export const betTypesFor = (structure: StructureCode): BetType[] =>
  BET_TYPES.filter((b) => b.defaults[structure] !== undefined);

/** Picks of the size and parity bets. */
export const SIZE_PICKS = ['BIG', 'SMALL'] as const;
export const PARITY_PICKS = ['ODD', 'EVEN'] as const;

/** The 5D sum splits 0–22 small, 23–45 big: the two halves of the (symmetric) distribution of five digits. */
export const D5_SUM_BIG_FROM = 23;
/** A 5D digit 5–9 is big, 0–4 small. */
export const D5_DIGIT_BIG_FROM = 5;

/** Digits of a pick: the number's length for the 2-/3-/4-digit families, 1 for the 5D digit bet, 0 for words. */
export const pickDigits = (rule: BetRule): number =>
  rule.kind === 'match'
    ? rule.digits
    : rule.kind === 'all-appear' || rule.kind === 'none-appear'
      ? 2
      : rule.kind === 'digit'
        ? 1
        : 0;

/** Whether the bet type takes a 5D position (0 … 4). */
export const needsPosition = (rule: BetRule): boolean =>
  rule.kind === 'digit' || ((rule.kind === 'size' || rule.kind === 'parity') && rule.of === 'position');

/** How many picks make one line (one priced bet): k for xiên / lô trượt, else 1. */
export const lineSize = (rule: BetRule): number =>
  rule.kind === 'all-appear' || rule.kind === 'none-appear' ? rule.pick : 1;

/** The tiers a match bet looks at, restricted to tiers with at least `digits` digits. */
export const scopeTiers = (structure: DrawStructure, rule: BetRule & { kind: 'match' }): PrizeTier[] => {
  const tiers =
    rule.scope === 'all'
      ? structure.tiers
      : rule.scope === 'special'
        ? structure.tiers.slice(0, 1)
        : structure.tiers.slice(-1);
  return tiers.filter((t) => t.digits >= rule.digits);
};

/** How many prizes a match bet covers (MB lô 2/3/4: 27/23/20; MT/MN: 18/17/16; MB đầu 4). */
export const coverage = (structure: DrawStructure, rule: BetRule & { kind: 'match' }): number =>
  scopeTiers(structure, rule).reduce((n, t) => n + t.count, 0);

/** All size-k combinations of items, in lexicographic order of indices. */
export const combinations = <T>(items: readonly T[], k: number): T[][] => {
  const out: T[][] = [];
  const pick: T[] = [];
  const walk = (start: number) => {
    if (pick.length === k) {
      out.push([...pick]);
      return;
    }
    for (let i = start; i <= items.length - (k - pick.length); i++) {
      pick.push(items[i]!);
      walk(i + 1);
      pick.pop();
    }
  };
  walk(0);
  return out;
};

/** Binomial coefficient C(n, k) as a bigint. */
export const choose = (n: number, k: number): bigint => {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
};

/** The lines of a ticket's picks: each pick alone, or every k-combination for xiên and lô trượt. */
export const linesOf = (rule: BetRule, numbers: readonly string[]): string[][] => {
  const k = lineSize(rule);
  return k === 1 ? numbers.map((n) => [n]) : combinations(numbers, k);
};

/** Times one line hits a station's table (0 when it loses). */
export const lineHits = (
  structure: DrawStructure,
  rule: BetRule,
  table: PrizeTable,
  line: readonly string[],
  position?: number,
): number => {
  switch (rule.kind) {
    case 'match': {
      const pick = line[0]!;
      let hits = 0;
      for (const t of scopeTiers(structure, rule)) {
        for (const n of table[t.code] ?? []) if (n.slice(-rule.digits) === pick) hits += 1;
      }
      return hits;
    }
    case 'all-appear':
    case 'none-appear': {
      const drawn = new Set(allNumbers(structure, table).map((x) => x.number.slice(-2)));
      const seen = line.filter((n) => drawn.has(n)).length;
      return rule.kind === 'all-appear' ? (seen === line.length ? 1 : 0) : seen === 0 ? 1 : 0;
    }
    default: {
      const number = table[structure.tiers[0]!.code]?.[0] ?? '';
      const digits = [...number].map(Number);
      if (rule.kind === 'digit') return digits[position ?? -1] === Number(line[0]) ? 1 : 0;
      const value = rule.of === 'sum' ? digits.reduce((a, b) => a + b, 0) : digits[position ?? -1];
      if (value === undefined) return 0;
      const word =
        rule.kind === 'size'
          ? value >= (rule.of === 'sum' ? D5_SUM_BIG_FROM : D5_DIGIT_BIG_FROM)
            ? 'BIG'
            : 'SMALL'
          : value % 2 === 1
            ? 'ODD'
            : 'EVEN';
      return word === line[0] ? 1 : 0;
    }
  }
};

/** A brand's odds, overriding the defaults per bet type and structure. */
export type OddsOverrides = Readonly<Record<string, Partial<Record<StructureCode, BetOdds>>>>;

/** The odds in force for a bet type on a structure: the brand's, else the default; undefined if not offered. */
export const oddsFor = (code: string, structure: StructureCode, overrides: OddsOverrides = {}): BetOdds | undefined => {
  const betType = BY_CODE.get(code);
  if (!betType?.defaults[structure]) return undefined;
  return overrides[code]?.[structure] ?? betType.defaults[structure];
};
