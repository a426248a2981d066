// Provably fair fast draws. The house commits SHA-256(serverSeed) before the period's sales open, draws the whole
// prize table from HMAC-SHA256(serverSeed, `${gameCode}:${periodId}:${block}`) floats, and reveals the seed after the
// draw. Plain TypeScript (the engine's fair.ts), so the browser verifies without node:crypto.
import { hmacFloats, hmacSha256, sha256Hex } from '../engine/fair';
import type { HmacFn } from '../engine/fair';
import type { FloatSource } from '../engine/types';
import type { DrawResult } from './settle';
import type { DrawStructure, PrizeTable } from './structures';

/** The commitment published before sales open: SHA-256 (hex) of the seed's UTF-8 text. */
export const commitSeed = (serverSeed: string): string => sha256Hex(serverSeed);

/** Floats of one period: the round's float stream (fair.ts) with the message `${gameCode}:${periodId}`. */
export const periodFloats = (
  serverSeed: string,
  gameCode: string,
  periodId: string,
  hmac: HmacFn = hmacSha256,
): FloatSource => hmacFloats(serverSeed, `${gameCode}:${periodId}`, hmac);

/**
 * A prize table from floats: tiers in structure order (ĐB first), numbers in order, each number of d digits is
 * floor(float × 10^d) written with leading zeros. 10^d ≤ 10^6 ≪ 2³², so the rounding bias is below 2.4 × 10⁻⁴ relative.
 */
export const tableFromFloats = (structure: DrawStructure, floats: FloatSource): PrizeTable => {
  const table: Record<string, string[]> = {};
  for (const tier of structure.tiers) {
    const numbers: string[] = [];
    for (let i = 0; i < tier.count; i++) {
      numbers.push(String(Math.floor(floats.next() * 10 ** tier.digits)).padStart(tier.digits, '0'));
    }
    table[tier.code] = numbers;
  }
  return table;
};

/** The result of a fast period: one table, keyed by the game code (the house is the game's one station). */
export const fastDrawResult = (
  structure: DrawStructure,
  serverSeed: string,
  gameCode: string,
  periodId: string,
  hmac: HmacFn = hmacSha256,
): DrawResult => ({
  structure: structure.code,
  tables: { [gameCode]: tableFromFloats(structure, periodFloats(serverSeed, gameCode, periodId, hmac)) },
});

export type FastDrawProof = {
  gameCode: string;
  periodId: string;
  structure: DrawStructure;
  serverSeed: string;
  /** The commitment published before sales opened. */
  serverSeedHash: string;
  /** The result the house published. */
  result: DrawResult;
};

export type Verification = {
  ok: boolean;
  seedMatchesCommitment: boolean;
  resultMatches: boolean;
  expected: DrawResult;
};

/** Recomputes a fast draw from its revealed seed and compares it with the commitment and the published result. */
export const verifyFastDraw = (proof: FastDrawProof): Verification => {
  const expected = fastDrawResult(proof.structure, proof.serverSeed, proof.gameCode, proof.periodId);
  const seedMatchesCommitment = commitSeed(proof.serverSeed) === proof.serverSeedHash.toLowerCase();
  const resultMatches = JSON.stringify(expected) === JSON.stringify(normalise(proof.result, proof.structure));
  return { ok: seedMatchesCommitment && resultMatches, seedMatchesCommitment, resultMatches, expected };
};

// Key order of a table read back from JSON may differ; compare in structure order.
const normalise = (result: DrawResult, structure: DrawStructure): DrawResult => ({
  structure: result.structure,
  tables: Object.fromEntries(
    Object.entries(result.tables).map(([station, table]) => [
      station,
      Object.fromEntries(structure.tiers.map((t) => [t.code, table[t.code] ?? []])),
    ]),
  ),
});
