import { and, asc, count, desc, eq, gte, inArray, lte, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  gameVendors,
  ledgerAccounts,
  ledgerEntries,
  ledgerPostings,
  members,
  walletSettings,
} from '../../db/schema.js';

export type WalletSettingsRow = typeof walletSettings.$inferSelect;

/** Defaults when a brand has no settings row (the operator sets the real numbers). */
export const DEFAULT_WALLET_SETTINGS = (merchantCode: string): WalletSettingsRow => ({
  merchantCode,
  isSingle: false,
  withdrawMin: 10_000n,
  withdrawMax: 5_000_000n,
  withdrawDailyCount: 5,
  withdrawConfirmMinutes: 60,
  depositExpireMinutes: 30,
  trialBalance: 200_000n,
});

type RecordFilter = {
  accountId: number;
  from: Date;
  to: Date;
  txTypeIds?: number[] | undefined;
};

const recordWhere = (f: RecordFilter) =>
  and(
    eq(ledgerEntries.accountId, f.accountId),
    gte(ledgerEntries.createdAt, f.from),
    lte(ledgerEntries.createdAt, f.to),
    f.txTypeIds && f.txTypeIds.length > 0 ? inArray(ledgerPostings.txTypeId, f.txTypeIds) : undefined,
  );

export const walletRepository = {
  settings: async (db: DbOrTx, merchantCode: string) =>
    (await db.select().from(walletSettings).where(eq(walletSettings.merchantCode, merchantCode)).limit(1))[0] ??
    DEFAULT_WALLET_SETTINGS(merchantCode),

  upsertSettings: (db: DbOrTx, row: typeof walletSettings.$inferInsert) =>
    db
      .insert(walletSettings)
      .values(row)
      .onConflictDoUpdate({ target: walletSettings.merchantCode, set: { ...row } }),

  /** Enabled transfer-mode vendors (one wallet each), by accountTypeId. */
  transferVendors: async (db: DbOrTx, merchantCode: string) => {
    const rows = await db
      .select({
        accountTypeId: gameVendors.accountTypeId,
        code: gameVendors.code,
        displayName: gameVendors.displayName,
      })
      .from(gameVendors)
      .where(
        and(
          eq(gameVendors.merchantCode, merchantCode),
          eq(gameVendors.enabled, true),
          eq(gameVendors.walletMode, 'TRANSFER'),
        ),
      )
      .orderBy(asc(gameVendors.sort), asc(gameVendors.id));
    const seen = new Set<number>();
    return rows.filter((r) => !seen.has(r.accountTypeId) && seen.add(r.accountTypeId));
  },

  memberWallets: (db: DbOrTx, memberId: number) =>
    db
      .select()
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.memberId, memberId), eq(ledgerAccounts.kind, 'MEMBER_WALLET'))),

  /** Entries of one account joined with their posting, newest first. */
  records: (db: DbOrTx, f: RecordFilter & { limit: number; offset: number }) =>
    db
      .select({
        id: ledgerEntries.id,
        amount: ledgerEntries.amount,
        balanceAfter: ledgerEntries.balanceAfter,
        createdAt: ledgerEntries.createdAt,
        txTypeId: ledgerPostings.txTypeId,
        kind: ledgerPostings.kind,
        postingMemberId: ledgerPostings.memberId,
        reference: ledgerPostings.reference,
        remark: ledgerPostings.remark,
        meta: ledgerPostings.meta,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId))
      .where(recordWhere(f))
      .orderBy(desc(ledgerEntries.id))
      .limit(f.limit)
      .offset(f.offset),

  recordTotals: async (db: DbOrTx, f: RecordFilter) => {
    const [row] = await db
      .select({ n: count(), total: sum(ledgerEntries.amount) })
      .from(ledgerEntries)
      .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId))
      .where(recordWhere(f));
    return { count: Number(row?.n ?? 0), total: BigInt(row?.total ?? '0') };
  },

  /** Sum of the main-wallet entries per tx type over a window (for the P&L context figures). */
  sumsByType: async (db: DbOrTx, accountId: number, from: Date, to: Date) => {
    const rows = await db
      .select({ txTypeId: ledgerPostings.txTypeId, total: sum(ledgerEntries.amount) })
      .from(ledgerEntries)
      .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId))
      .where(
        and(
          eq(ledgerEntries.accountId, accountId),
          gte(ledgerEntries.createdAt, from),
          lte(ledgerEntries.createdAt, to),
        ),
      )
      .groupBy(ledgerPostings.txTypeId);
    return new Map(rows.map((r) => [r.txTypeId, BigInt(r.total ?? '0')]));
  },

  /** Bets, wins and refunds per UTC day and game category (postings carry meta.category). */
  profitRows: async (
    db: DbOrTx,
    memberId: number,
    txTypes: { bet: number; win: number; refund: number; correction: number },
    from: Date,
    to: Date,
  ) => {
    const day = sql<string>`to_char(${ledgerEntries.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
    const category = sql<string>`coalesce(${ledgerPostings.meta}->>'category', 'OTHER')`;
    const rows = await db
      .select({
        day,
        category,
        bets: sql<string>`count(*) filter (where ${ledgerPostings.txTypeId} = ${txTypes.bet})`,
        bet: sql<string>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${ledgerPostings.txTypeId} = ${txTypes.bet}), 0)`,
        // A correction of a win counts as win, whether it moved the wallet or the member's debt.
        win: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerPostings.txTypeId} in (${txTypes.win}, ${txTypes.correction})), 0)`,
        refund: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerPostings.txTypeId} = ${txTypes.refund}), 0)`,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(
        and(
          eq(ledgerAccounts.memberId, memberId),
          inArray(ledgerAccounts.kind, ['MEMBER_WALLET', 'MEMBER_DEBT']),
          inArray(ledgerPostings.txTypeId, [txTypes.bet, txTypes.win, txTypes.refund, txTypes.correction]),
          gte(ledgerEntries.createdAt, from),
          lte(ledgerEntries.createdAt, to),
        ),
      )
      .groupBy(day, category)
      .orderBy(desc(day), asc(category));
    return rows.map((r) => ({
      day: r.day,
      category: r.category,
      bets: Number(r.bets),
      bet: BigInt(r.bet),
      win: BigInt(r.win),
      refund: BigInt(r.refund),
    }));
  },

  upline: async (db: DbOrTx, uplineId: number) =>
    (
      await db
        .select({ id: members.id, account: members.account, type: members.type, status: members.status })
        .from(members)
        .where(eq(members.id, uplineId))
        .limit(1)
    )[0] ?? null,

  downlines: (db: DbOrTx, agentId: number) =>
    db
      .select({ id: members.id, account: members.account, nickname: members.nickname, type: members.type })
      .from(members)
      .where(and(eq(members.uplineId, agentId), eq(members.status, 'ACTIVE')))
      .orderBy(asc(members.account))
      .limit(500),

  downlineByAccount: async (db: DbOrTx, agentId: number, accountKey: string) =>
    (
      await db
        .select({ id: members.id, account: members.account, type: members.type, status: members.status })
        .from(members)
        .where(and(eq(members.uplineId, agentId), eq(members.accountKey, accountKey)))
        .limit(1)
    )[0] ?? null,
};
