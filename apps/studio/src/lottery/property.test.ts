import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { betTypesFor, linesOf, pickDigits } from './bet-types';
import type { BetType } from './bet-types';
import { settleTicket } from './settle';
import type { DrawResult } from './settle';
import { STRUCTURES } from './structures';
import type { StructureCode } from './structures';
import type { Ticket } from './ticket';

const pad = (n: number, digits: number) => String(n).padStart(digits, '0');

// Numbers biased towards a few endings (00–09), so tickets hit often and the same number comes several times.
const numberOf = (digits: number) =>
  fc.oneof(fc.integer({ min: 0, max: 10 ** digits - 1 }), fc.integer({ min: 0, max: 9 })).map((n) => pad(n, digits));

const resultOf = (code: StructureCode): fc.Arbitrary<DrawResult> => {
  const structure = STRUCTURES[code];
  const tiers = structure.tiers.map((t) => fc.array(numberOf(t.digits), { minLength: t.count, maxLength: t.count }));
  return fc.tuple(...tiers).map((lists) => ({
    structure: code,
    tables: { S: Object.fromEntries(structure.tiers.map((t, i) => [t.code, lists[i]!])) },
  }));
};

const picksOf = (betType: BetType): fc.Arbitrary<string[]> => {
  const rule = betType.rule;
  const min = rule.kind === 'all-appear' || rule.kind === 'none-appear' ? rule.pick : 1;
  const max = Math.min(betType.maxNumbers, min + 3);
  const pick =
    rule.kind === 'size'
      ? fc.constantFrom('BIG', 'SMALL')
      : rule.kind === 'parity'
        ? fc.constantFrom('ODD', 'EVEN')
        : numberOf(pickDigits(rule));
  return fc.uniqueArray(pick, { minLength: min, maxLength: max });
};

/** An independent reading of the rules, from the docs, to compare the catalogue interpreter against. */
const referenceHits = (betType: BetType, result: DrawResult, numbers: readonly string[], position: number): number => {
  const structure = STRUCTURES[result.structure];
  const table = result.tables.S!;
  const rule = betType.rule;
  const every = structure.tiers.flatMap((t) => [...table[t.code]!]);
  switch (rule.kind) {
    case 'match': {
      const tiers =
        rule.scope === 'all'
          ? structure.tiers
          : rule.scope === 'special'
            ? [structure.tiers[0]!]
            : [structure.tiers.at(-1)!];
      const drawn = tiers.filter((t) => t.digits >= rule.digits).flatMap((t) => [...table[t.code]!]);
      return numbers.reduce((a, n) => a + drawn.filter((d) => d.endsWith(n)).length, 0);
    }
    case 'all-appear':
    case 'none-appear': {
      const endings = new Set(every.map((d) => d.slice(-2)));
      return linesOf(rule, numbers).filter((line) =>
        rule.kind === 'all-appear' ? line.every((n) => endings.has(n)) : !line.some((n) => endings.has(n)),
      ).length;
    }
    default: {
      const digits = every[0]!.split('').map(Number);
      const sum = digits.reduce((a, b) => a + b, 0);
      const value = rule.kind !== 'digit' && rule.of === 'sum' ? sum : digits[position]!;
      const word =
        rule.kind === 'digit'
          ? String(value)
          : rule.kind === 'size'
            ? value >= (rule.of === 'sum' ? 23 : 5)
              ? 'BIG'
              : 'SMALL'
            : value % 2
              ? 'ODD'
              : 'EVEN';
      return numbers.filter((n) => n === word).length;
    }
  }
};

const caseOf = (code: StructureCode) =>
  fc.constantFrom(...betTypesFor(code)).chain((betType) =>
    fc.record({
      betType: fc.constant(betType),
      numbers: picksOf(betType),
      position: fc.integer({ min: 0, max: 4 }),
      points: fc.bigInt({ min: 1n, max: 1000n }),
      unitMinor: fc.constantFrom(1n, 100n, 1000n),
      payout: fc.bigInt({ min: 0n, max: 20_000n }),
      maxPayout: fc.bigInt({ min: 0n, max: 10n ** 12n }),
    }),
  );

describe('settlement properties', () => {
  for (const code of ['MB27', 'MN18', 'D5'] as const) {
    it(`${code}: total paid = Σ min(hits × payout × points × unit, cap), never negative`, () => {
      fc.assert(
        fc.property(resultOf(code), fc.array(caseOf(code), { minLength: 1, maxLength: 8 }), (result, cases) => {
          let total = 0n;
          let expected = 0n;
          for (const c of cases) {
            const ticket: Ticket = {
              betType: c.betType.code,
              structure: code,
              numbers: c.numbers,
              points: c.points,
              unitMinor: c.unitMinor,
              ...(c.betType.rule.kind === 'match' || c.betType.rule.kind.endsWith('appear')
                ? {}
                : { position: c.position }),
            };
            const s = settleTicket(result, ticket, { price: 1n, payout: c.payout, maxPayout: c.maxPayout });
            const hits = referenceHits(c.betType, result, c.numbers, c.position);
            const gross = BigInt(hits) * c.payout * c.points * c.unitMinor;
            expect(s.hits).toBe(hits);
            expect(s.gross).toBe(gross);
            expect(s.win).toBe(gross < c.maxPayout ? gross : c.maxPayout);
            expect(s.win >= 0n).toBe(true);
            expect(s.lines.reduce((a, l) => a + l.win, 0n)).toBe(gross);
            total += s.win;
            expected += gross < c.maxPayout ? gross : c.maxPayout;
          }
          expect(total).toBe(expected);
        }),
        { numRuns: 300 },
      );
    });
  }
});
