import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commitSeed, fastDrawResult, verifyFastDraw } from './fast-draw';
import { STRUCTURE_5D, STRUCTURE_MB, validateResult } from './structures';

const nodeHmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest();
const SEED = 'b3f6a7c2e9d14f0a8c5e2b7d9f1a3c6e4b8d0f2a6c9e1b3d5f7a9c2e4b6d8f0a';

describe('fast draws', () => {
  it('matches the fixed vector of docs/lottery.md', () => {
    expect(commitSeed(SEED)).toBe('a368c0dea92865b5b7d1ee67d1d429ea715d4dacf2efe15cbeb13deb82ed9f20');
    const t = fastDrawResult(STRUCTURE_MB, SEED, 'ELOTT1', '20261127-0001').tables.ELOTT1!;
    expect(t.DB).toEqual(['98166']);
    expect(t.G1).toEqual(['07197']);
    expect(t.G7).toEqual(['74', '43', '56', '43']);
    expect(fastDrawResult(STRUCTURE_5D, SEED, 'LUCKY5D', '20261127-0001').tables.LUCKY5D!.DB).toEqual(['85089']);
  });

  it('imports nothing from Node in the lottery code, so the browser can verify', () => {
    const dir = import.meta.dirname;
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      expect(fs.readFileSync(path.join(dir, file), 'utf8'), file).not.toMatch(/from '(node:|crypto)/);
    }
  });

  it('draws a full, valid 27-number MB table and a 5-digit 5D number, deterministically', () => {
    const r = fastDrawResult(STRUCTURE_MB, SEED, 'ELOTT1', '20261127-0001');
    expect(Object.keys(r.tables)).toEqual(['ELOTT1']);
    expect(validateResult(STRUCTURE_MB, r.tables.ELOTT1!)).toEqual([]);
    expect(fastDrawResult(STRUCTURE_MB, SEED, 'ELOTT1', '20261127-0001')).toEqual(r);
    expect(fastDrawResult(STRUCTURE_MB, SEED, 'ELOTT1', '20261127-0002')).not.toEqual(r);
    expect(fastDrawResult(STRUCTURE_MB, SEED, 'ELOTT3', '20261127-0001')).not.toEqual(r);
    const d5 = fastDrawResult(STRUCTURE_5D, SEED, 'LUCKY5D', '20261127-0001');
    expect(d5.tables.LUCKY5D!.DB![0]).toMatch(/^\d{5}$/);
  });

  it('is the same with the browser’s plain-TypeScript HMAC and node:crypto', () => {
    for (let i = 1; i <= 20; i++) {
      const id = `20261127-${String(i).padStart(4, '0')}`;
      expect(fastDrawResult(STRUCTURE_MB, SEED, 'ELOTT1', id)).toEqual(
        fastDrawResult(STRUCTURE_MB, SEED, 'ELOTT1', id, nodeHmac),
      );
    }
  });

  it('verify round-trips for any seed and period, and catches a changed seed or result', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9a-f]{64}$/),
        fc.integer({ min: 1, max: 1440 }),
        fc.constantFrom('ELOTT1', 'ELOTT3', 'ELOTT5'),
        (seed, seq, game) => {
          const periodId = `20261127-${String(seq).padStart(4, '0')}`;
          const serverSeedHash = commitSeed(seed);
          const result = fastDrawResult(STRUCTURE_MB, seed, game, periodId, nodeHmac);
          const proof = { gameCode: game, periodId, structure: STRUCTURE_MB, serverSeed: seed, serverSeedHash, result };
          expect(verifyFastDraw(proof).ok).toBe(true);
          // Read back from JSON (key order may change) it still verifies.
          expect(verifyFastDraw({ ...proof, result: JSON.parse(JSON.stringify(result)) }).ok).toBe(true);
          const wrongSeed = verifyFastDraw({ ...proof, serverSeed: `${seed}0` });
          expect(wrongSeed.seedMatchesCommitment).toBe(false);
          const table = result.tables[game]!;
          const tampered = { ...result, tables: { [game]: { ...table, G7: ['00', '00', '00', '00'] } } };
          expect(verifyFastDraw({ ...proof, result: tampered }).resultMatches).toBe(table.G7!.join() === '00,00,00,00');
        },
      ),
      { numRuns: 60 },
    );
  });

  it('spreads endings evenly: 2,000 draws put every 2-digit ending near 540 (27 × 2,000 / 100)', () => {
    const counts = new Array<number>(100).fill(0);
    for (let i = 0; i < 2000; i++) {
      const t = fastDrawResult(STRUCTURE_MB, SEED, 'ELOTT1', `x-${i}`, nodeHmac).tables.ELOTT1!;
      for (const numbers of Object.values(t)) for (const n of numbers) counts[Number(n.slice(-2))]! += 1;
    }
    // Chi-square with 99 degrees of freedom: the 0.9999 quantile is about 155.
    const expected = 540;
    const chi = counts.reduce((a, c) => a + (c - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(155);
  });
});
