import type { LotteryDrawDetail } from '@pagoda/contracts';
import { z } from 'zod';

export type Structure = LotteryDrawDetail['structure'];
/** Station → prize → numbers, as the operations API carries a result. */
export type PrizeTables = Record<string, Record<string, string[]>>;

/** The digits rule of one prize number; its message is a key of the lottery namespace with `digits`. */
export const digitsRule = (digits: number) =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${digits}}$`), { message: `digits:${digits}` });

/** The schema of a full result for a draw's structure: every station, every prize, `count` numbers of `digits` digits. */
export const prizeTablesSchema = (structure: Structure) =>
  z.object(
    Object.fromEntries(
      structure.map((s) => [
        s.station,
        z.object(Object.fromEntries(s.prizes.map((p) => [p.prize, z.array(digitsRule(p.digits)).length(p.count)]))),
      ]),
    ),
  );

/** An empty result of the structure (one '' per number), or `from` where it has the number. */
export const blankTables = (structure: Structure, from?: PrizeTables | null): PrizeTables =>
  Object.fromEntries(
    structure.map((s) => [
      s.station,
      Object.fromEntries(
        s.prizes.map((p) => [
          p.prize,
          Array.from({ length: p.count }, (_, i) => from?.[s.station]?.[p.prize]?.[i] ?? ''),
        ]),
      ),
    ]),
  );

/** How many numbers a structure has in all. */
export const numbersIn = (structure: Structure) =>
  structure.reduce((n, s) => n + s.prizes.reduce((m, p) => m + p.count, 0), 0);
