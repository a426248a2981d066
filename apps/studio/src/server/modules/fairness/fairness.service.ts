import { randomBytes } from 'node:crypto';
import type { StudioDb } from '../../db/client';
import { newServerSeed, sha256 } from '../../lib/ids';
import { fairnessRepository, type SeedPairRow } from './fairness.repository';

export type FairnessService = ReturnType<typeof createFairnessService>;

export const presentFairness = (pair: SeedPairRow) => ({
  serverSeedHash: pair.serverSeedHash,
  clientSeed: pair.clientSeed,
  nonce: pair.nonce,
});

/**
 * Seed pairs (docs/studio-fairness.md): the server seed is committed by its SHA-256 before any
 * round uses it and revealed when the pair is retired; the player may choose the client seed.
 */
export const createFairnessService = (db: StudioDb) => {
  const create = (playerId: number, clientSeed = randomBytes(8).toString('hex')) => {
    const serverSeed = newServerSeed();
    return fairnessRepository.insert(db, { playerId, serverSeed, serverSeedHash: sha256(serverSeed), clientSeed });
  };

  const active = async (playerId: number) => {
    const found = await fairnessRepository.active(db, playerId);
    if (found) return found;
    return (await create(playerId)) ?? (await fairnessRepository.active(db, playerId))!;
  };

  return {
    active,

    /** Retires the active pair (revealing its server seed) and commits to a new one. */
    rotate: async (playerId: number, clientSeed?: string) =>
      db.transaction(async (tx) => {
        const current = await fairnessRepository.activeForUpdate(tx, playerId);
        if (current) await fairnessRepository.retire(tx, current.id, new Date());
        const serverSeed = newServerSeed();
        const next = (await fairnessRepository.insert(tx, {
          playerId,
          serverSeed,
          serverSeedHash: sha256(serverSeed),
          clientSeed: clientSeed ?? current?.clientSeed ?? randomBytes(8).toString('hex'),
        }))!;
        return {
          previous: current
            ? {
                serverSeed: current.serverSeed,
                serverSeedHash: current.serverSeedHash,
                clientSeed: current.clientSeed,
                nonce: current.nonce,
              }
            : null,
          next,
        };
      }),
  };
};
