import { TxType } from '@pagoda/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorsRepository, type WalletCallResult } from '../src/modules/vendors/vendors.repository.js';
import {
  type AccountSpec,
  createLedgerService,
  type LedgerService,
  SystemAccount,
} from '../src/modules/wallet/ledger.service.js';
import { expectInvariants, fund, mainWallet, newLedgerMember } from './helpers/ledger.js';
import { createTestApp, TEST_MERCHANT, type TestContext } from './helpers/test-app.js';

// vendor_wallet_call_batch applies a batch without repeats set-wise and any other call by call;
// both must answer and book alike. These drive it directly with batches built to take each path.

let t: TestContext;
let ledger: LedgerService;
const VENDOR = 'BNC';
const SHARD = 3;

type Player = { id: number; main: number; settle: number };

const newPlayer = async (funds: bigint): Promise<Player> => {
  const member = await newLedgerMember(t, 'wb');
  // Every player here shares one settlement account, so a batch has several calls on it.
  const settleSpec = { system: SystemAccount.VendorSettlement, part: VENDOR, shard: SHARD } as AccountSpec;
  const [main, settle] = await ledger.resolve(TEST_MERCHANT, 'PHP', [mainWallet(member), settleSpec]);
  if (funds > 0n)
    await fund(ledger, member, funds, {
      key: `wb-fund-${member.id}`,
      from: { system: SystemAccount.Adjustment },
      kind: 'ADJUSTMENT',
      txTypeId: 7101,
    });
  return { id: member.id, main: main!, settle: settle! };
};

const call = (
  p: Player,
  kind: 'BET' | 'WIN',
  tx: string,
  round: string,
  amount: bigint,
  opts: { endRound?: boolean; hash?: string } = {},
) => ({
  merchant: TEST_MERCHANT,
  vendor: VENDOR,
  currency: 'PHP',
  transactionId: tx,
  kind,
  member: p.id,
  trial: false,
  roundId: round,
  gameCode: 'g1',
  category: 'RNG',
  amount: amount.toString(),
  endRound: opts.endRound ?? false,
  hash: opts.hash ?? `h-${tx}`,
  mainAccount: p.main,
  settlementAccount: p.settle,
  postingKey: `vendor:${VENDOR}:${tx}`,
  postingHash: opts.hash ?? `h-${tx}`,
  txType: kind === 'BET' ? TxType.Bet : TxType.Win,
  meta: { vendor: VENDOR, game: 'g1', round },
});

const batch = (calls: ReturnType<typeof call>[]) => vendorsRepository.walletCallBatch(t.database.db, calls);
/** The rows of a raw query, typed by the caller. */
const rowsOf = async <T>(query: SQL): Promise<T[]> => {
  const result: unknown = await t.database.db.execute(query);
  return (result as { rows: T[] }).rows;
};
const balanceOf = async (account: number) =>
  BigInt(
    (await rowsOf<{ b: string }>(sql`select balance::text as b from ledger_accounts where id = ${account}`))[0]!.b,
  );
const entriesOf = async (account: number) =>
  (
    await rowsOf<{ amount: string; before: string; after: string }>(
      sql`select amount::text as amount, balance_before::text as before, balance_after::text as after
            from ledger_entries where account_id = ${account} order by id`,
    )
  ).map((r) => ({ amount: BigInt(r.amount), before: BigInt(r.before), after: BigInt(r.after) }));
const roundOf = async (round: string) =>
  (
    await rowsOf<{ status: string; bet: string; win: string; closed: boolean }>(
      sql`select status, bet_amount::text as bet, win_amount::text as win, closed_at is not null as closed
            from bet_rounds where merchant_code = ${TEST_MERCHANT} and vendor_code = ${VENDOR} and round_id = ${round}`,
    )
  )[0];

const statuses = (r: WalletCallResult[]) => r.map((x) => x.status);

beforeAll(async () => {
  t = await createTestApp();
  ledger = createLedgerService(t.database.db);
});
afterAll(async () => {
  await t.close();
});

describe('vendor_wallet_call_batch, a batch without repeats (set-wise)', () => {
  it('answers each call in order, refuses the one short of funds, and runs the shared account in call order', async () => {
    const [a, b, c] = [await newPlayer(1_000n), await newPlayer(50n), await newPlayer(1_000n)];
    const settleBefore = await balanceOf(a.settle);
    const r = await batch([
      call(a, 'BET', 's1-a', 's1-ra', 300n),
      call(b, 'BET', 's1-b', 's1-rb', 100n),
      call(c, 'WIN', 's1-c', 's1-rc', 40n, { endRound: true }),
    ]);
    expect(statuses(r)).toEqual(['ok', 'insufficient', 'ok']);
    expect(r[0]!.balance).toBe(700n);
    expect(r[0]!.response).toEqual({ balance: 7, currency: 'PHP', transactionId: 's1-a' });
    expect(r[1]!.balance).toBe(50n);
    expect(r[1]!.response).toBeNull();
    expect(r[2]!.balance).toBe(1_040n);
    expect(await balanceOf(a.main)).toBe(700n);
    expect(await balanceOf(b.main)).toBe(50n);
    expect(await balanceOf(c.main)).toBe(1_040n);
    // The settlement account: +300 then −40, each entry continuing from the one before.
    const settle = (await entriesOf(a.settle)).slice(-2);
    expect(settle).toEqual([
      { amount: 300n, before: settleBefore, after: settleBefore + 300n },
      { amount: -40n, before: settleBefore + 300n, after: settleBefore + 260n },
    ]);
    expect(await roundOf('s1-ra')).toEqual({ status: 'initial', bet: '300', win: '0', closed: false });
    expect(await roundOf('s1-rb')).toBeUndefined();
    expect(await roundOf('s1-rc')).toEqual({ status: 'cancel', bet: '0', win: '40', closed: true });
    await expectInvariants(ledger);
  });

  it('answers a taken id from its stored row (replay, conflict, or a bet cancelled unseen) and moves nothing for it', async () => {
    const a = await newPlayer(1_000n);
    const b = await newPlayer(1_000n);
    const first = await batch([call(a, 'BET', 's2-a', 's2-ra', 100n)]);
    await vendorsRepository.claimTransaction(t.database.db, {
      merchantCode: TEST_MERCHANT,
      vendorCode: VENDOR,
      transactionId: 's2-unseen',
      kind: 'CANCELLED_UNSEEN',
      memberId: b.id,
      roundId: 's2-rb',
      gameCode: 'g1',
      amount: 0n,
      refTransactionId: null,
      requestHash: 'x',
      response: {},
    });
    const r = await batch([
      call(a, 'BET', 's2-a', 's2-ra', 100n),
      call(b, 'BET', 's2-unseen', 's2-rb', 100n),
      call(await newPlayer(1_000n), 'BET', 's2-c', 's2-rc', 100n),
    ]);
    expect(statuses(r)).toEqual(['replayed', 'refused', 'ok']);
    expect(r[0]!.response).toEqual(first[0]!.response);
    const conflict = await batch([call(a, 'BET', 's2-a', 's2-ra', 100n, { hash: 'other' })]);
    expect(statuses(conflict)).toEqual(['conflict']);
    expect(await balanceOf(a.main)).toBe(900n);
    expect(await balanceOf(b.main)).toBe(1_000n);
    expect(await roundOf('s2-ra')).toEqual({ status: 'initial', bet: '100', win: '0', closed: false });
    await expectInvariants(ledger);
  });
});

describe('vendor_wallet_call_batch, a batch with repeats (call by call)', () => {
  it('applies a bet and the win of its round in one batch, in order, and closes the round', async () => {
    const a = await newPlayer(1_000n);
    const r = await batch([
      call(a, 'BET', 's3-b', 's3-r', 200n),
      call(a, 'WIN', 's3-w', 's3-r', 500n, { endRound: true }),
      call(a, 'BET', 's3-b', 's3-r', 200n),
    ]);
    expect(statuses(r)).toEqual(['ok', 'ok', 'replayed']);
    expect(r.map((x) => x.balance)).toEqual([800n, 1_300n, null]);
    expect(await roundOf('s3-r')).toEqual({ status: 'win', bet: '200', win: '500', closed: true });
    expect((await entriesOf(a.main)).slice(-2)).toEqual([
      { amount: -200n, before: 1_000n, after: 800n },
      { amount: 500n, before: 800n, after: 1_300n },
    ]);
    await expectInvariants(ledger);
  });

  it('lets a member bet only what the batch has left them', async () => {
    const a = await newPlayer(250n);
    const r = await batch([call(a, 'BET', 's4-1', 's4-r1', 200n), call(a, 'BET', 's4-2', 's4-r2', 100n)]);
    expect(statuses(r)).toEqual(['ok', 'insufficient']);
    expect(r[1]!.balance).toBe(50n);
    expect(await balanceOf(a.main)).toBe(50n);
    await expectInvariants(ledger);
  });
});
