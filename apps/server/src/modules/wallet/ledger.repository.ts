import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { ledgerAccounts, ledgerEntries, ledgerPostings } from '../../db/schema.js';

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type NewLedgerAccount = typeof ledgerAccounts.$inferInsert;

export type PostingRow = {
  postingId: number;
  replayed: boolean;
  accountId: number;
  amount: bigint;
  balanceAfter: bigint;
};

type Rows = { rows: Record<string, unknown>[] };

/** Array literal for a bigint[] parameter; the values are integers we formatted ourselves. */
const bigintArray = (values: readonly (bigint | number)[]) => `{${values.map((v) => v.toString()).join(',')}}`;

const POST_STATUSES = ['ok', 'replayed', 'conflict', 'insufficient'] as const;
/** The status column of ledger_post_batch; anything else is a bug in the SQL function. */
const postStatus = (s: string) => {
  const known = POST_STATUSES.find((k) => k === s);
  if (!known) throw new Error(`ledger_post_batch answered an unknown status: ${s}`);
  return known;
};

export const ledgerRepository = {
  /** Calls ledger_post (migration 0007): one round trip per posting, inside the caller's transaction if any. */
  post: async (
    db: DbOrTx,
    p: {
      merchantCode: string;
      key: string;
      hash: string;
      kind: string;
      txTypeId: number;
      memberId: number | null;
      reference: string | null;
      remark: string;
      meta: Record<string, unknown>;
      accountIds: number[];
      amounts: bigint[];
    },
  ): Promise<PostingRow[]> => {
    const result = (await db.execute(
      sql`select posting_id::text as posting_id, replayed, account_id::text as account_id, amount::text as amount,
                 balance_after::text as balance_after
            from ledger_post(${p.merchantCode}, ${p.key}, ${p.hash}, ${p.kind}, ${p.txTypeId}::int, ${p.memberId}::int,
                             ${p.reference}, ${p.remark}, ${JSON.stringify(p.meta)}::jsonb,
                             ${bigintArray(p.accountIds)}::bigint[], ${bigintArray(p.amounts)}::bigint[])`,
    )) as unknown as Rows;
    return result.rows.map((r) => ({
      postingId: Number(r.posting_id),
      replayed: r.replayed === true || r.replayed === 't',
      accountId: Number(r.account_id),
      amount: BigInt(r.amount as string),
      balanceAfter: BigInt(r.balance_after as string),
    }));
  },

  /** Calls ledger_post_batch (migration 0011): many postings, one statement, one commit. */
  postBatch: async (
    db: DbOrTx,
    postings: {
      merchant: string;
      key: string;
      hash: string;
      kind: string;
      txType: number;
      member: number | null;
      reference: string | null;
      remark: string;
      meta: Record<string, unknown>;
      accounts: number[];
      amounts: string[];
    }[],
  ) => {
    const result = (await db.execute(
      sql`select idx, status, posting_id::text as posting_id, account_id::text as account_id, amount::text as amount,
                 balance_after::text as balance_after
            from ledger_post_batch(${JSON.stringify(postings)}::jsonb)`,
    )) as unknown as Rows;
    return result.rows.map((r) => ({
      idx: Number(r.idx),
      status: postStatus(String(r.status)),
      postingId: r.posting_id === null ? null : Number(r.posting_id),
      accountId: r.account_id === null ? null : Number(r.account_id),
      amount: r.amount === null ? null : BigInt(r.amount as string),
      balanceAfter: r.balance_after === null ? null : BigInt(r.balance_after as string),
    }));
  },

  findAccountsByKeys: (db: DbOrTx, merchantCode: string, keys: string[]) =>
    db
      .select()
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.merchantCode, merchantCode), inArray(ledgerAccounts.key, keys))),

  /** Creates the accounts that do not exist yet (concurrent callers are fine: the key is unique). */
  insertAccounts: async (db: DbOrTx, rows: NewLedgerAccount[]) => {
    if (rows.length === 0) return;
    await db.insert(ledgerAccounts).values(rows).onConflictDoNothing();
  },

  /** SELECT … FOR UPDATE in id order (the order ledger_post locks in): the balances, held until commit. */
  lockAccounts: (db: DbOrTx, ids: number[]) =>
    db
      .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(inArray(ledgerAccounts.id, ids))
      .orderBy(ledgerAccounts.id)
      .for('update'),

  memberAccounts: (db: DbOrTx, memberId: number) =>
    db.select().from(ledgerAccounts).where(eq(ledgerAccounts.memberId, memberId)).orderBy(ledgerAccounts.id),

  accountById: async (db: DbOrTx, id: number) =>
    (await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, id)).limit(1))[0] ?? null,

  postingByKey: async (db: DbOrTx, merchantCode: string, key: string) =>
    (
      await db
        .select()
        .from(ledgerPostings)
        .where(and(eq(ledgerPostings.merchantCode, merchantCode), eq(ledgerPostings.idempotencyKey, key)))
        .limit(1)
    )[0] ?? null,

  /** Invariant checks (tests, ops audit): Σ entries, balances vs entries, negatives, duplicate keys. */
  audit: async (db: DbOrTx, merchantCode?: string) => {
    const where = merchantCode ? sql`where a.merchant_code = ${merchantCode}` : sql``;
    const q = async (query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as Rows).rows[0] as Record<string, unknown>;
    const sum = await q(sql`select coalesce(sum(e.amount), 0)::text as total, count(*)::text as entries
                              from ledger_entries e join ledger_accounts a on a.id = e.account_id ${where}`);
    const drift = await q(sql`select count(*)::text as n from ledger_accounts a
                                left join (select account_id, sum(amount) as s from ledger_entries group by account_id) e
                                  on e.account_id = a.id
                                ${where} ${merchantCode ? sql`and` : sql`where`} a.balance <> coalesce(e.s, 0)`);
    const negative = await q(sql`select count(*)::text as n from ledger_accounts a
                                   ${where} ${merchantCode ? sql`and` : sql`where`} not a.allow_negative and a.balance < 0`);
    const unbalanced = await q(sql`select count(*)::text as n from (select posting_id from ledger_entries
                                     group by posting_id having sum(amount) <> 0) x`);
    const chain = await q(sql`select count(*)::text as n from ledger_entries e
                                where e.balance_after <> e.balance_before + e.amount`);
    return {
      entries: Number(sum.entries),
      sumOfEntries: BigInt(String(sum.total)),
      accountsDrifted: Number(drift.n),
      negativeBalances: Number(negative.n),
      unbalancedPostings: Number(unbalanced.n),
      brokenEntries: Number(chain.n),
    };
  },

  entriesOfPosting: (db: DbOrTx, postingId: number) =>
    db.select().from(ledgerEntries).where(eq(ledgerEntries.postingId, postingId)).orderBy(ledgerEntries.id),
};
