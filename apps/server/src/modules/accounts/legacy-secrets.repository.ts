import { and, eq, isNotNull, notLike, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { members, operators } from '../../db/schema.js';

/** Values sealed by lib/secret-box start with this; anything else is a legacy plain value. */
const SEALED = 'v1.%';

export const legacySecretsRepository = {
  plainMemberSeeds: (db: DbOrTx) =>
    db
      .select({ id: members.id, totpSecret: members.totpSecret, totpPendingSecret: members.totpPendingSecret })
      .from(members)
      .where(
        or(
          and(isNotNull(members.totpSecret), notLike(members.totpSecret, SEALED)),
          and(isNotNull(members.totpPendingSecret), notLike(members.totpPendingSecret, SEALED)),
        ),
      ),

  setMemberSeeds: (db: DbOrTx, id: number, seeds: { totpSecret: string | null; totpPendingSecret: string | null }) =>
    db.update(members).set(seeds).where(eq(members.id, id)),

  plainOperatorSeeds: (db: DbOrTx) =>
    db
      .select({ id: operators.id, totpSecret: operators.totpSecret })
      .from(operators)
      .where(and(isNotNull(operators.totpSecret), notLike(operators.totpSecret, SEALED))),

  setOperatorSeed: (db: DbOrTx, id: number, totpSecret: string) =>
    db.update(operators).set({ totpSecret }).where(eq(operators.id, id)),
};
