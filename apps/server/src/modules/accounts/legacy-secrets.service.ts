import type { Db } from '../../db/client.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { OPERATOR_TOTP_PURPOSE } from '../operators/operator-totp.js';
import { legacySecretsRepository as repo } from './legacy-secrets.repository.js';
import { TOTP_PURPOSE } from './totp.js';

/**
 * Seals TOTP seeds stored in the clear before encryption at rest existed. Idempotent (sealed values
 * are left alone); runs at start, and the services read a plain value until then.
 */
export const sealLegacySecrets = async (db: Db, secrets: SecretBox): Promise<number> => {
  const seal = (v: string | null, purpose: string) =>
    v === null || secrets.isSealed(v) ? v : secrets.seal(v, purpose);
  let sealed = 0;
  for (const m of await repo.plainMemberSeeds(db)) {
    await repo.setMemberSeeds(db, m.id, {
      totpSecret: seal(m.totpSecret, TOTP_PURPOSE),
      totpPendingSecret: seal(m.totpPendingSecret, TOTP_PURPOSE),
    });
    sealed++;
  }
  for (const o of await repo.plainOperatorSeeds(db)) {
    await repo.setOperatorSeed(db, o.id, secrets.seal(o.totpSecret!, OPERATOR_TOTP_PURPOSE));
    sealed++;
  }
  return sealed;
};
