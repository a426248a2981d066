import { createHash } from 'node:crypto';
import { ErrorCode, MemberType, minorToNumber } from '@pagoda/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import type { LedgerAccountKind } from '../../db/schema-wallet.js';
import { AppError } from '../../lib/app-error.js';
import { type LedgerAccountRow, ledgerRepository, type NewLedgerAccount } from './ledger.repository.js';

/** System accounts; only these may go below zero (they mirror money outside the platform). */
export const SystemAccount = {
  CashIn: 'CASH_IN',
  CashOut: 'CASH_OUT',
  VendorSettlement: 'VENDOR',
  BonusExpense: 'BONUS',
  CommissionExpense: 'COMMISSION',
  Adjustment: 'ADJUST',
  TrialFunding: 'TRIAL',
} as const;
export type SystemAccount = (typeof SystemAccount)[keyof typeof SystemAccount];

type MemberWallet = number | 'HOLD' | 'TRANSIT' | 'DEBT';
export type AccountSpec =
  | { member: { id: number; type: number }; wallet: MemberWallet }
  | { system: SystemAccount; part?: string; trial?: boolean; shard?: number };

/**
 * A system account is split into this many rows, chosen by member: every posting touches one,
 * and without the split all members' postings would queue for the same row lock.
 */
export const SYSTEM_SHARDS = 16;

export type PostingInput = {
  merchantCode: string;
  currency: string;
  /** Unique per brand: a repeat returns the first result, other content under it is refused. */
  key: string;
  kind: string;
  txTypeId: number;
  memberId: number | null;
  reference?: string | null;
  remark?: string;
  meta?: Record<string, unknown>;
  lines: { account: AccountSpec; amount: bigint }[];
};

export type PostingResult = {
  postingId: number;
  replayed: boolean;
  /** Balance after the posting, by account key. */
  balances: Map<string, bigint>;
};

export const accountKey = (spec: AccountSpec): string =>
  'member' in spec
    ? `M:${spec.member.id}:${spec.wallet}`
    : `S:${spec.system}${spec.part ? `:${spec.part}` : ''}${spec.trial ? ':TRIAL' : ''}${
        spec.shard === undefined ? '' : `#${spec.shard}`
      }`;

const memberAccountKind = (wallet: MemberWallet): LedgerAccountKind =>
  wallet === 'HOLD'
    ? 'MEMBER_HOLD'
    : wallet === 'TRANSIT'
      ? 'MEMBER_TRANSIT'
      : wallet === 'DEBT'
        ? 'MEMBER_DEBT'
        : 'MEMBER_WALLET';

const describe = (merchantCode: string, currency: string, spec: AccountSpec): NewLedgerAccount =>
  'member' in spec
    ? {
        merchantCode,
        currency,
        key: accountKey(spec),
        // HOLD: withdrawals under review; TRANSIT: money on its way to or from a game vendor;
        // DEBT: what the member owes the house, so the one member account that goes below zero.
        kind: memberAccountKind(spec.wallet),
        memberId: spec.member.id,
        accountTypeId: typeof spec.wallet === 'number' ? spec.wallet : null,
        partition: spec.member.type === MemberType.Trial ? 'TRIAL' : 'REAL',
        allowNegative: spec.wallet === 'DEBT',
      }
    : {
        merchantCode,
        currency,
        key: accountKey(spec),
        kind: 'SYSTEM',
        memberId: null,
        accountTypeId: null,
        partition: spec.trial ? 'TRIAL' : 'REAL',
        allowNegative: true,
      };

/** The 'ledger:<reason>[:a:b]' text ledger_post raised, wherever the driver wrapped it. */
const ledgerReason = (err: unknown): string | null => {
  for (let e = err as { message?: string; cause?: unknown } | undefined, i = 0; e && i < 5; i++) {
    const m = /ledger:[a-z_]+(:[0-9-]+)*/.exec(e.message ?? '');
    if (m) return m[0];
    e = e.cause as typeof e;
  }
  return null;
};

export type LedgerService = ReturnType<typeof createLedgerService>;

/**
 * Double-entry postings. Every movement is balanced, idempotent on its key, written in one
 * statement (ledger_post) that locks its accounts in id order, and refused when a member account
 * would go below zero. Account ids are cached: they never change once created.
 */
const MAX_BATCH = 256;

export const createLedgerService = (db: Db, opts: { maxInFlight: number } = { maxInFlight: 4 }) => {
  const ids = new Map<string, number>();

  /**
   * Account ids for the specs, created when missing. Only ids seen outside a transaction are
   * cached: one created inside a transaction that later rolls back must not be remembered.
   */
  const resolve = async (tx: DbOrTx | null, merchantCode: string, currency: string, specs: AccountSpec[]) => {
    const conn = tx ?? db;
    const keys = specs.map(accountKey);
    const local = new Map<string, number>();
    const missing = keys.filter((k) => !ids.has(`${merchantCode}|${k}`));
    if (missing.length > 0) {
      let found = await ledgerRepository.findAccountsByKeys(conn, merchantCode, missing);
      if (found.length < missing.length) {
        const have = new Set(found.map((a) => a.key));
        await ledgerRepository.insertAccounts(
          conn,
          specs.filter((s) => !have.has(accountKey(s))).map((s) => describe(merchantCode, currency, s)),
        );
        found = await ledgerRepository.findAccountsByKeys(conn, merchantCode, missing);
      }
      for (const a of found) (tx ? local : ids).set(`${merchantCode}|${a.key}`, a.id);
    }
    return keys.map((k) => {
      const id = ids.get(`${merchantCode}|${k}`) ?? local.get(`${merchantCode}|${k}`);
      if (id === undefined) throw new Error(`ledger account ${k} could not be created`);
      return id;
    });
  };

  type Pending = {
    row: Parameters<typeof ledgerRepository.postBatch>[1][number];
    keys: Map<number, string>;
    resolve: (r: PostingResult) => void;
    reject: (e: unknown) => void;
  };
  const queue: Pending[] = [];
  let inFlight = 0;

  /**
   * Group commit: postings that arrive while a batch is at the database go together in the
   * next one (one statement, one transaction), so a hot wallet is not bound by commit latency.
   */
  const flush = () => {
    while (inFlight < opts.maxInFlight && queue.length > 0) {
      const batch = queue.splice(0, MAX_BATCH);
      inFlight++;
      ledgerRepository
        .postBatch(
          db,
          batch.map((b) => b.row),
        )
        .then((rows) => {
          batch.forEach((b, idx) => {
            const mine = rows.filter((r) => r.idx === idx);
            const first = mine[0];
            if (!first) return b.reject(new Error('ledger batch returned no row'));
            if (first.status === 'conflict') return b.reject(new AppError(ErrorCode.IdempotencyConflict));
            if (first.status === 'insufficient')
              return b.reject(
                new AppError(ErrorCode.InsufficientBalance, undefined, {
                  balance: minorToNumber(first.balanceAfter ?? 0n),
                }),
              );
            b.resolve({
              postingId: first.postingId!,
              replayed: first.status === 'replayed',
              balances: new Map(mine.map((r) => [b.keys.get(r.accountId!)!, r.balanceAfter!])),
            });
          });
        })
        .catch((err: unknown) => batch.forEach((b) => b.reject(err)))
        .finally(() => {
          inFlight--;
          flush();
        });
    }
  };

  const post = async (tx: DbOrTx | null, input: PostingInput): Promise<PostingResult> => {
    if (input.lines.length < 2) throw new Error('a posting needs at least two lines');
    const total = input.lines.reduce((s, l) => s + l.amount, 0n);
    if (total !== 0n) throw new Error(`unbalanced posting ${input.key}: Σ = ${total}`);
    const shard = input.memberId === null ? undefined : input.memberId % SYSTEM_SHARDS;
    const lines = input.lines.map((l) =>
      'system' in l.account && shard !== undefined && l.account.shard === undefined
        ? { ...l, account: { ...l.account, shard } }
        : l,
    );
    const keys = lines.map((l) => accountKey(l.account));
    if (new Set(keys).size !== keys.length) throw new Error(`posting ${input.key} names an account twice`);
    const accountIds = await resolve(
      tx,
      input.merchantCode,
      input.currency,
      lines.map((l) => l.account),
    );
    const hash = createHash('sha256')
      .update(
        JSON.stringify([
          input.kind,
          input.txTypeId,
          input.memberId,
          input.reference ?? null,
          input.lines.map((l) => [accountKey(l.account), l.amount.toString()]),
        ]),
      )
      .digest('hex');
    const keyById = new Map(accountIds.map((id, i) => [id, keys[i]!]));

    if (!tx) {
      return new Promise<PostingResult>((resolveP, rejectP) => {
        queue.push({
          row: {
            merchant: input.merchantCode,
            key: input.key,
            hash,
            kind: input.kind,
            txType: input.txTypeId,
            member: input.memberId,
            reference: input.reference ?? null,
            remark: input.remark ?? '',
            meta: input.meta ?? {},
            accounts: accountIds,
            amounts: lines.map((l) => l.amount.toString()),
          },
          keys: keyById,
          resolve: resolveP,
          reject: rejectP,
        });
        flush();
      });
    }

    try {
      const rows = await ledgerRepository.post(tx, {
        merchantCode: input.merchantCode,
        key: input.key,
        hash,
        kind: input.kind,
        txTypeId: input.txTypeId,
        memberId: input.memberId,
        reference: input.reference ?? null,
        remark: input.remark ?? '',
        meta: input.meta ?? {},
        accountIds,
        amounts: lines.map((l) => l.amount),
      });
      return {
        postingId: rows[0]!.postingId,
        replayed: rows[0]!.replayed,
        balances: new Map(rows.map((r) => [keyById.get(r.accountId)!, r.balanceAfter])),
      };
    } catch (err) {
      const reason = ledgerReason(err);
      if (reason?.startsWith('ledger:insufficient')) {
        const balance = BigInt(reason.split(':')[3] ?? '0');
        throw new AppError(ErrorCode.InsufficientBalance, undefined, { balance: minorToNumber(balance) });
      }
      if (reason === 'ledger:idempotency_conflict') throw new AppError(ErrorCode.IdempotencyConflict);
      throw err;
    }
  };

  return {
    post,
    accountKey,
    /** Ensures the accounts exist (for balances shown before any movement). */
    resolve: (merchantCode: string, currency: string, specs: AccountSpec[]) =>
      resolve(null, merchantCode, currency, specs),
    /**
     * Locks the accounts (in id order, as ledger_post does, so no deadlock) for the rest of the
     * caller's transaction and answers their balances: for a posting whose lines depend on them.
     */
    lockBalances: async (tx: DbOrTx, accountIds: number[]) =>
      new Map((await ledgerRepository.lockAccounts(tx, accountIds)).map((a) => [a.id, a.balance])),
    memberAccounts: (memberId: number, tx?: DbOrTx): Promise<LedgerAccountRow[]> =>
      ledgerRepository.memberAccounts(tx ?? db, memberId),
    audit: (merchantCode?: string) => ledgerRepository.audit(db, merchantCode),
  };
};
