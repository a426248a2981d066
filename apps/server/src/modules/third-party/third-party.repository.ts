import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { memberIdentities, thirdPartyLogins } from '../../db/schema.js';

export type ThirdPartyLoginRow = typeof thirdPartyLogins.$inferSelect;

/** SQL only: linked identities and third-party login attempts (state, then ticket). */
export type ThirdPartyRepository = typeof thirdPartyRepository;

export const thirdPartyRepository = {
  insertLogin: (db: DbOrTx, row: typeof thirdPartyLogins.$inferInsert) => db.insert(thirdPartyLogins).values(row),

  /** Attempts older than a day are of no use to anyone (their state and ticket expired long ago). */
  purgeOld: (db: DbOrTx, before: Date) => db.delete(thirdPartyLogins).where(lt(thirdPartyLogins.createdAt, before)),

  /** Spends a state: only its first return counts, and only before it expires. */
  takeState: async (db: DbOrTx, stateHash: string, now: Date) =>
    (
      await db
        .update(thirdPartyLogins)
        .set({ returnedAt: now })
        .where(
          and(
            eq(thirdPartyLogins.stateHash, stateHash),
            isNull(thirdPartyLogins.returnedAt),
            gt(thirdPartyLogins.expiresAt, now),
          ),
        )
        .returning()
    )[0] ?? null,

  setTicket: (
    db: DbOrTx,
    id: number,
    patch: Pick<
      typeof thirdPartyLogins.$inferInsert,
      'ticketHash' | 'ticketKind' | 'ticketExpiresAt' | 'subject' | 'email' | 'name' | 'memberId'
    >,
  ) => db.update(thirdPartyLogins).set(patch).where(eq(thirdPartyLogins.id, id)),

  /** A ticket that is neither used nor expired. */
  findTicket: async (db: DbOrTx, ticketHash: string, now: Date) =>
    (
      await db
        .select()
        .from(thirdPartyLogins)
        .where(
          and(
            eq(thirdPartyLogins.ticketHash, ticketHash),
            isNull(thirdPartyLogins.ticketUsedAt),
            gt(thirdPartyLogins.ticketExpiresAt, now),
          ),
        )
        .limit(1)
    )[0] ?? null,

  /** Spends a ticket; false when another call spent it first. */
  spendTicket: async (db: DbOrTx, id: number, now: Date) =>
    (
      await db
        .update(thirdPartyLogins)
        .set({ ticketUsedAt: now })
        .where(and(eq(thirdPartyLogins.id, id), isNull(thirdPartyLogins.ticketUsedAt)))
        .returning({ id: thirdPartyLogins.id })
    ).length === 1,

  /** Counts a wrong password against a BIND ticket; the ticket is spent after `max` of them. */
  failBind: (db: DbOrTx, id: number, max: number, now: Date) =>
    db
      .update(thirdPartyLogins)
      .set({
        failedBinds: sql`${thirdPartyLogins.failedBinds} + 1`,
        ticketUsedAt: sql`case when ${thirdPartyLogins.failedBinds} + 1 >= ${max} then ${now.toISOString()}::timestamptz else null end`,
      })
      .where(and(eq(thirdPartyLogins.id, id), isNull(thirdPartyLogins.ticketUsedAt))),

  findIdentity: async (db: DbOrTx, merchantCode: string, provider: string, subject: string) =>
    (
      await db
        .select()
        .from(memberIdentities)
        .where(
          and(
            eq(memberIdentities.merchantCode, merchantCode),
            eq(memberIdentities.provider, provider),
            eq(memberIdentities.subject, subject),
          ),
        )
        .limit(1)
    )[0] ?? null,

  findMemberIdentity: async (db: DbOrTx, memberId: number, provider: string) =>
    (
      await db
        .select({ id: memberIdentities.id })
        .from(memberIdentities)
        .where(and(eq(memberIdentities.memberId, memberId), eq(memberIdentities.provider, provider)))
        .limit(1)
    )[0] ?? null,

  insertIdentity: (db: DbOrTx, row: typeof memberIdentities.$inferInsert) => db.insert(memberIdentities).values(row),

  touchIdentity: (db: DbOrTx, merchantCode: string, provider: string, subject: string, at: Date) =>
    db
      .update(memberIdentities)
      .set({ lastLoginAt: at })
      .where(
        and(
          eq(memberIdentities.merchantCode, merchantCode),
          eq(memberIdentities.provider, provider),
          eq(memberIdentities.subject, subject),
        ),
      ),
};
