import { ErrorCode } from '@pagoda/contracts';
import type { Db, DbOrTx } from '../../src/db/client.js';
import { AppError } from '../../src/lib/app-error.js';
import type { BrandConfig } from '../../src/modules/brand/brand-config.js';
import { accountKey, type LedgerService, type PostingInput } from '../../src/modules/wallet/ledger.service.js';
import type { MemberEvent, MemberEvents } from '../../src/modules/wallet/member-events.js';

/**
 * In-memory stand-ins for unit tests of the money services: a ledger that keeps balances by
 * account key with the real ledger's rules (balanced, idempotent by key, members never below
 * zero), a database whose transactions just run, and an event sink.
 */
export const fakeLedger = () => {
  const balances = new Map<string, bigint>();
  const postings = new Map<string, { content: string; postingId: number; after: Map<string, bigint> }>();
  const post = (_tx: DbOrTx | null, input: PostingInput) => {
    const content = JSON.stringify(input, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
    const seen = postings.get(input.key);
    if (seen) {
      if (seen.content !== content) throw new AppError(ErrorCode.IdempotencyConflict);
      return Promise.resolve({ postingId: seen.postingId, replayed: true, balances: seen.after });
    }
    if (input.lines.reduce((s, l) => s + l.amount, 0n) !== 0n) throw new Error('unbalanced posting');
    const after = new Map<string, bigint>();
    for (const l of input.lines) {
      const key = accountKey(l.account);
      const next = (balances.get(key) ?? 0n) + l.amount;
      if ('member' in l.account && next < 0n)
        throw new AppError(ErrorCode.InsufficientBalance, undefined, { balance: Number(balances.get(key) ?? 0n) });
      after.set(key, next);
    }
    for (const [k, v] of after) balances.set(k, v);
    const postingId = postings.size + 1;
    postings.set(input.key, { content, postingId, after });
    return Promise.resolve({ postingId, replayed: false, balances: after });
  };
  const ledger = {
    post,
    accountKey,
    resolve: (_m: string, _c: string, specs: unknown[]) => Promise.resolve(specs.map((_s, i) => i + 1)),
  };
  return {
    ledger: ledger as unknown as LedgerService,
    balances,
    postings,
    balanceOf: (spec: Parameters<typeof accountKey>[0]) => balances.get(accountKey(spec)) ?? 0n,
  };
};

/** A database whose transactions run their callback with the same handle (repositories are fakes). */
export const fakeDb = () => {
  const db = { transaction: <T>(fn: (tx: unknown) => Promise<T>) => fn(db) };
  return db as unknown as Db;
};

export const fakeEvents = () => {
  const published: MemberEvent[] = [];
  return { events: { publish: (e: MemberEvent) => published.push(e) } as unknown as MemberEvents, published };
};

export const fakeBrand = (code = 'pagoda', currency = 'USD') =>
  ({ merchant: { code, currency, currencySymbol: '$' }, modules: {} }) as unknown as BrandConfig;
