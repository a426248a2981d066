import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { affiliateCodes, members } from '../../db/schema.js';

const withAgent = {
  code: affiliateCodes,
  agent: { id: members.id, account: members.account, type: members.type, status: members.status },
};

export type AffiliatesRepository = typeof affiliatesRepository;
/** An affiliate code joined with the agent who owns it. */
export type AffiliateCodeWithAgent = NonNullable<Awaited<ReturnType<AffiliatesRepository['findByCode']>>>;

export const affiliatesRepository = {
  /** A code (by its lower-case key) with the agent who owns it. */
  findByCode: async (db: DbOrTx, merchantCode: string, codeKey: string) =>
    (
      await db
        .select(withAgent)
        .from(affiliateCodes)
        .innerJoin(members, eq(members.id, affiliateCodes.agentId))
        .where(and(eq(affiliateCodes.merchantCode, merchantCode), eq(affiliateCodes.codeKey, codeKey)))
        .limit(1)
    )[0] ?? null,

  list: (db: DbOrTx, merchantCode: string, agentId?: number) =>
    db
      .select(withAgent)
      .from(affiliateCodes)
      .innerJoin(members, eq(members.id, affiliateCodes.agentId))
      .where(
        and(
          eq(affiliateCodes.merchantCode, merchantCode),
          agentId === undefined ? undefined : eq(affiliateCodes.agentId, agentId),
        ),
      )
      .orderBy(asc(affiliateCodes.id)),

  insert: async (db: DbOrTx, row: typeof affiliateCodes.$inferInsert) =>
    (await db.insert(affiliateCodes).values(row).returning())[0]!,

  setEnabled: (db: DbOrTx, merchantCode: string, codeKey: string, enabled: boolean) =>
    db
      .update(affiliateCodes)
      .set({ enabled })
      .where(and(eq(affiliateCodes.merchantCode, merchantCode), eq(affiliateCodes.codeKey, codeKey)))
      .returning({ id: affiliateCodes.id }),

  /** The member whose own referral code this is (codes are stored as issued, upper case). */
  findMemberByReferralCode: async (db: DbOrTx, merchantCode: string, referralCode: string) =>
    (
      await db
        .select({ id: members.id, type: members.type, status: members.status })
        .from(members)
        .where(and(eq(members.merchantCode, merchantCode), eq(members.referralCode, referralCode)))
        .limit(1)
    )[0] ?? null,
};
