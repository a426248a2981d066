// Prize structures: how many numbers of how many digits each prize tier draws. Every bet rule and every RTP is
// derived from these tables, so they are the single source of truth for "27 numbers" and "18 numbers".

/** A prize tier: ĐB (Giải Đặc Biệt) first, then G1 … G7 (MB) or G8 (MT/MN). */
export type PrizeTier = {
  code: string;
  /** Vietnamese name, as printed on results tables. */
  name: string;
  count: number;
  digits: number;
};

export type StructureCode = 'MB27' | 'MN18' | 'D5';

export type DrawStructure = {
  code: StructureCode;
  /** Tiers in the order results are printed and in which fast draws generate them. */
  tiers: readonly PrizeTier[];
};

const tier = (code: string, name: string, count: number, digits: number): PrizeTier => ({ code, name, count, digits });

/** Miền Bắc: 27 numbers, ĐB 5 digits … G7 2 digits. Also the structure of the fast (ELOTT) draws. */
export const STRUCTURE_MB: DrawStructure = {
  code: 'MB27',
  tiers: [
    tier('DB', 'Giải Đặc Biệt', 1, 5),
    tier('G1', 'Giải Nhất', 1, 5),
    tier('G2', 'Giải Nhì', 2, 5),
    tier('G3', 'Giải Ba', 6, 5),
    tier('G4', 'Giải Tư', 4, 4),
    tier('G5', 'Giải Năm', 6, 4),
    tier('G6', 'Giải Sáu', 3, 3),
    tier('G7', 'Giải Bảy', 4, 2),
  ],
};

/** Miền Trung and Miền Nam, per station: 18 numbers, ĐB 6 digits … G8 2 digits. */
export const STRUCTURE_MN: DrawStructure = {
  code: 'MN18',
  tiers: [
    tier('DB', 'Giải Đặc Biệt', 1, 6),
    tier('G1', 'Giải Nhất', 1, 5),
    tier('G2', 'Giải Nhì', 1, 5),
    tier('G3', 'Giải Ba', 2, 5),
    tier('G4', 'Giải Tư', 7, 5),
    tier('G5', 'Giải Năm', 1, 4),
    tier('G6', 'Giải Sáu', 3, 4),
    tier('G7', 'Giải Bảy', 1, 3),
    tier('G8', 'Giải Tám', 1, 2),
  ],
};

/** Lucky 5D: one 5-digit number; positions 0…4 read left to right (vạn, nghìn, trăm, chục, đơn vị). */
export const STRUCTURE_5D: DrawStructure = {
  code: 'D5',
  tiers: [tier('DB', 'Số may mắn 5D', 1, 5)],
};

export const STRUCTURES: Readonly<Record<StructureCode, DrawStructure>> = {
  MB27: STRUCTURE_MB,
  MN18: STRUCTURE_MN,
  D5: STRUCTURE_5D,
};

/** Total numbers one station draws (27, 18 or 1). */
export const numberCount = (structure: DrawStructure): number => structure.tiers.reduce((n, t) => n + t.count, 0);

/**
 * One station's result: the numbers of each tier, keyed by tier code, as digit strings with leading zeros
 * ("05" not "5"). validateResult() checks it against the structure.
 */
export type PrizeTable = Readonly<Record<string, readonly string[]>>;

/** Every number of a table with its tier, in structure order. */
export const allNumbers = (structure: DrawStructure, table: PrizeTable): { tier: PrizeTier; number: string }[] =>
  structure.tiers.flatMap((t) => (table[t.code] ?? []).map((number) => ({ tier: t, number })));

/** The errors of a result against its structure: right tiers, right count per tier, right digits; [] if valid. */
export const validateResult = (structure: DrawStructure, table: PrizeTable): string[] => {
  const errors: string[] = [];
  const known = new Set(structure.tiers.map((t) => t.code));
  for (const code of Object.keys(table)) if (!known.has(code)) errors.push(`unknown prize tier ${code}`);
  for (const t of structure.tiers) {
    const numbers = table[t.code];
    if (!numbers) {
      errors.push(`${t.code}: missing`);
      continue;
    }
    if (numbers.length !== t.count) errors.push(`${t.code}: ${numbers.length} numbers, expected ${t.count}`);
    const pattern = new RegExp(`^[0-9]{${t.digits}}$`);
    for (const n of numbers) if (!pattern.test(n)) errors.push(`${t.code}: "${n}" is not ${t.digits} digits`);
  }
  return errors;
};
