import { ErrorCode } from '@pagoda/contracts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/app-error.js';
import {
  type AccountSpec,
  createLedgerService,
  type LedgerService,
  SystemAccount,
} from '../src/modules/wallet/ledger.service.js';
import { expectInvariants, fund, mainWallet, newLedgerMember, testCashIn } from './helpers/ledger.js';
import { createTestApp, TEST_MERCHANT, type TestContext } from './helpers/test-app.js';

let t: TestContext;
let ledger: LedgerService;

const newMember = () => newLedgerMember(t);

const base = { merchantCode: TEST_MERCHANT, currency: 'PHP' };

beforeAll(async () => {
  t = await createTestApp();
  ledger = createLedgerService(t.database.db);
});
afterAll(async () => {
  await t.close();
});

describe('ledger_post', () => {
  it('refuses an unbalanced posting before touching the database', async () => {
    const m = await newMember();
    await expect(
      ledger.post(null, {
        ...base,
        key: 'unbalanced-1',
        kind: 'TEST',
        txTypeId: 1,
        memberId: m.id,
        lines: [
          { account: testCashIn, amount: -100n },
          { account: mainWallet(m), amount: 99n },
        ],
      }),
    ).rejects.toThrow(/unbalanced/);
    await expectInvariants(ledger);
  });

  it('credits, and replays the same key without applying it twice', async () => {
    const m = await newMember();
    const posting = {
      ...base,
      key: `dep-${m.id}`,
      kind: 'DEPOSIT',
      txTypeId: 1101,
      memberId: m.id,
      lines: [
        { account: testCashIn, amount: -12_345n },
        { account: mainWallet(m), amount: 12_345n },
      ],
    };
    const first = await ledger.post(null, posting);
    const again = await ledger.post(null, posting);
    expect(first.replayed).toBe(false);
    expect(again.replayed).toBe(true);
    expect(again.postingId).toBe(first.postingId);
    expect(again.balances.get(`M:${m.id}:2`)).toBe(12_345n);
    const accounts = await ledger.memberAccounts(m.id);
    expect(accounts.find((a) => a.accountTypeId === 2)?.balance).toBe(12_345n);
  });

  it('refuses the same key with different content', async () => {
    const m = await newMember();
    const lines = (n: bigint) => [
      { account: testCashIn, amount: -n },
      { account: mainWallet(m), amount: n },
    ];
    const p = { ...base, key: `conf-${m.id}`, kind: 'DEPOSIT', txTypeId: 1101, memberId: m.id };
    await ledger.post(null, { ...p, lines: lines(100n) });
    const refused = ledger.post(null, { ...p, lines: lines(200n) });
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({ code: ErrorCode.IdempotencyConflict });
  });

  it('never takes a member wallet below zero and reports the balance', async () => {
    const m = await newMember();
    await fund(ledger, m, 500n);
    await expect(
      ledger.post(null, {
        ...base,
        key: `over-${m.id}`,
        kind: 'WITHDRAW',
        txTypeId: 1201,
        memberId: m.id,
        lines: [
          { account: mainWallet(m), amount: -501n },
          { account: { member: m, wallet: 'HOLD' }, amount: 501n },
        ],
      }),
    ).rejects.toMatchObject({ code: ErrorCode.InsufficientBalance, value: { balance: 5 } });
    // The failed posting left nothing behind: its key is free and the balance unchanged.
    const accounts = await ledger.memberAccounts(m.id);
    expect(accounts.find((a) => a.accountTypeId === 2)?.balance).toBe(500n);
    await expectInvariants(ledger);
  });

  it('rolls back with the caller’s transaction', async () => {
    const m = await newMember();
    const deposit = {
      ...base,
      key: `tx-${m.id}`,
      kind: 'DEPOSIT',
      txTypeId: 1101,
      memberId: m.id,
      lines: [
        { account: testCashIn, amount: -700n },
        { account: mainWallet(m), amount: 700n },
      ],
    };
    await expect(
      t.database.db.transaction(async (tx) => {
        await ledger.post(tx, deposit);
        throw new Error('caller failed after posting');
      }),
    ).rejects.toThrow('caller failed after posting');
    // The account created inside the rolled-back transaction is not cached as existing.
    const r = await ledger.post(null, deposit);
    expect(r.replayed).toBe(false);
    expect(r.balances.get(`M:${m.id}:2`)).toBe(700n);
    await expectInvariants(ledger);
  });
});

describe('ledger under concurrency', () => {
  it('lets exactly the affordable ones of 1,000 parallel debits through', async () => {
    const m = await newMember();
    await fund(ledger, m, 37_000n);
    const results = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        ledger
          .post(null, {
            ...base,
            key: `hot-${m.id}-${i}`,
            kind: 'BET',
            txTypeId: 5001,
            memberId: m.id,
            lines: [
              { account: mainWallet(m), amount: -100n },
              { account: { system: SystemAccount.VendorSettlement, part: 'TEST' }, amount: 100n },
            ],
          })
          .then(() => 'ok')
          .catch((e: unknown) => (e instanceof AppError ? e.code : String(e))),
      ),
    );
    expect(results.filter((r) => r === 'ok')).toHaveLength(370);
    expect(results.filter((r) => r === ErrorCode.InsufficientBalance)).toHaveLength(630);
    const accounts = await ledger.memberAccounts(m.id);
    expect(accounts.find((a) => a.accountTypeId === 2)?.balance).toBe(0n);
    await expectInvariants(ledger);
  });
});

describe('ledger under random operations (model-based)', () => {
  type Op =
    | { op: 'deposit'; m: number; amount: number }
    | { op: 'hold'; m: number; amount: number }
    | { op: 'release'; m: number; amount: number }
    | { op: 'pay'; m: number; amount: number }
    | { op: 'transfer'; m: number; from: number; to: number; amount: number }
    | { op: 'adjust'; m: number; amount: number }
    | { op: 'replay'; back: number }
    | { op: 'conflict'; back: number };

  const amount = fc.integer({ min: 1, max: 50_000 });
  const who = fc.integer({ min: 0, max: 2 });
  const wallet = fc.constantFrom(2, 101, 102);
  const opArb: fc.Arbitrary<Op> = fc.oneof(
    fc.record({ op: fc.constant('deposit' as const), m: who, amount }),
    fc.record({ op: fc.constant('hold' as const), m: who, amount }),
    fc.record({ op: fc.constant('release' as const), m: who, amount }),
    fc.record({ op: fc.constant('pay' as const), m: who, amount }),
    fc.record({ op: fc.constant('transfer' as const), m: who, from: wallet, to: wallet, amount }),
    fc.record({ op: fc.constant('adjust' as const), m: who, amount: fc.integer({ min: -20_000, max: 20_000 }) }),
    fc.record({ op: fc.constant('replay' as const), back: fc.nat(20) }),
    fc.record({ op: fc.constant('conflict' as const), back: fc.nat(20) }),
  );

  let steps = 0;
  let runs = 0;

  it('keeps Σ = 0, balances = Σ entries, no negatives, and applies each key once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 5, maxLength: 25 }), async (ops) => {
        runs++;
        const members = [await newMember(), await newMember(), await newMember()];
        const model = new Map<string, bigint>();
        const bal = (k: string) => model.get(k) ?? 0n;
        const applied: { key: string; lines: { account: AccountSpec; amount: bigint }[]; memberId: number }[] = [];
        let n = 0;

        for (const op of ops) {
          steps++;
          const run = `${runs}-${n++}`;
          let lines: { account: AccountSpec; amount: bigint }[] | null = null;
          let memberId = 0;
          let key = `prop-${run}`;
          let expectConflict = false;
          let replay = false;
          if (op.op === 'replay' || op.op === 'conflict') {
            const prev = applied[applied.length - 1 - (op.back % Math.max(applied.length, 1))];
            if (!prev) continue;
            key = prev.key;
            memberId = prev.memberId;
            if (op.op === 'replay') {
              lines = prev.lines;
              replay = true;
            } else {
              lines = prev.lines.map((l) => ({ ...l, amount: l.amount * 2n }));
              expectConflict = true;
            }
          } else {
            const m = members[op.m]!;
            memberId = m.id;
            const a = BigInt(op.amount);
            const hold: AccountSpec = { member: m, wallet: 'HOLD' };
            switch (op.op) {
              case 'deposit':
                lines = [
                  { account: testCashIn, amount: -a },
                  { account: mainWallet(m), amount: a },
                ];
                break;
              case 'hold':
                lines = [
                  { account: mainWallet(m), amount: -a },
                  { account: hold, amount: a },
                ];
                break;
              case 'release':
                lines = [
                  { account: hold, amount: -a },
                  { account: mainWallet(m), amount: a },
                ];
                break;
              case 'pay':
                lines = [
                  { account: hold, amount: -a },
                  { account: { system: SystemAccount.CashOut }, amount: a },
                ];
                break;
              case 'transfer':
                if (op.from === op.to) continue;
                lines = [
                  { account: { member: m, wallet: op.from }, amount: -a },
                  { account: { member: m, wallet: op.to }, amount: a },
                ];
                break;
              case 'adjust':
                if (a === 0n) continue;
                lines = [
                  { account: { system: SystemAccount.Adjustment }, amount: -a },
                  { account: mainWallet(m), amount: a },
                ];
                break;
            }
          }
          const memberLines = lines.filter((l) => 'member' in l.account);
          const affordable = memberLines.every((l) => bal(ledger.accountKey(l.account)) + l.amount >= 0n);
          const result = await ledger
            .post(null, { ...base, key, kind: 'PROP', txTypeId: 1, memberId, lines })
            .then((r) => ({ ok: true as const, r }))
            .catch((e: unknown) => ({ ok: false as const, e }));

          if (expectConflict) {
            expect(result).toMatchObject({ ok: false, e: { code: ErrorCode.IdempotencyConflict } });
          } else if (replay) {
            expect(result).toMatchObject({ ok: true, r: { replayed: true } });
          } else if (affordable) {
            expect(result).toMatchObject({ ok: true, r: { replayed: false } });
            for (const l of memberLines)
              model.set(ledger.accountKey(l.account), bal(ledger.accountKey(l.account)) + l.amount);
            applied.push({ key, lines, memberId });
          } else {
            expect(result).toMatchObject({ ok: false, e: { code: ErrorCode.InsufficientBalance } });
          }

          // After every step: the invariants, and each member balance equals the model's.
          await expectInvariants(ledger);
          for (const m of members) {
            for (const acc of await ledger.memberAccounts(m.id)) {
              expect(acc.balance).toBe(bal(acc.key));
            }
          }
        }
        // No idempotency key is applied twice: one posting per applied key.
        const postings = await t.database.db.execute(
          sql`select count(*)::int as n from ledger_postings where idempotency_key like ${`prop-${runs}-%`}`,
        );
        expect(Number((postings as { rows: { n: number }[] }).rows[0]!.n)).toBe(applied.length);
      }),
      { numRuns: 25 },
    );
    console.log(`ledger property test: ${runs} runs, ${steps} steps`);
    expect(steps).toBeGreaterThan(100);
  });
});
