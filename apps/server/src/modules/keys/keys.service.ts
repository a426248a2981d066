import type { Db } from '../../db/client.js';
import { generateRsaKeyPair } from '../../lib/payload-crypto.js';
import { presentRsaKey } from './keys.presenter.js';
import { type KeysRepository, keysRepository } from './keys.repository.js';

const KIND = 'RSA_PAYLOAD';
/** A rotated key is still accepted this long, for forms opened before the rotation. */
export const PREVIOUS_KEY_GRACE_MS = 10 * 60_000;
const CACHE_MS = 5_000;

export type KeysService = ReturnType<typeof createKeysService>;

/** The payload-encryption key pair: made at first use, kept in the database, rotated by ops. */
export const createKeysService = (db: Db, repos: { repository?: KeysRepository } = {}) => {
  const repo = repos.repository ?? keysRepository;
  let cache: { at: number; keys: Promise<{ publicKey: string; privateKey: string }[]> } | null = null;

  const load = async () => {
    const now = new Date();
    let rows = await repo.listUsable(db, KIND, new Date(now.getTime() - PREVIOUS_KEY_GRACE_MS));
    if (!rows.some((r) => r.retiredAt === null)) {
      const pair = await generateRsaKeyPair();
      await repo.insert(db, {
        kind: KIND,
        publicKey: pair.publicKeySpkiB64,
        privateKey: pair.privateKeyPkcs8Pem,
      });
      rows = await repo.listUsable(db, KIND, new Date(now.getTime() - PREVIOUS_KEY_GRACE_MS));
    }
    return rows.map((r) => ({ publicKey: r.publicKey, privateKey: r.privateKey }));
  };

  const keys = () => {
    if (!cache || Date.now() - cache.at > CACHE_MS) {
      const pending = load();
      cache = { at: Date.now(), keys: pending };
      pending.catch(() => (cache = null));
    }
    return cache.keys;
  };

  return {
    /** The key the portal encrypts with (the newest). */
    rsaKey: async () => presentRsaKey((await keys())[0]!.publicKey),
    privateKeys: async () => (await keys()).map((k) => k.privateKey),
    rotate: async () => {
      const pair = await generateRsaKeyPair();
      await db.transaction(async (tx) => {
        await repo.retireCurrent(tx, KIND, new Date());
        await repo.insert(tx, {
          kind: KIND,
          publicKey: pair.publicKeySpkiB64,
          privateKey: pair.privateKeyPkcs8Pem,
        });
      });
      cache = null;
      return { publicKey: pair.publicKeySpkiB64 };
    },
    invalidate: () => {
      cache = null;
    },
  };
};
