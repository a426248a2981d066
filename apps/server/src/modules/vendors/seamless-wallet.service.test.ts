import { ErrorCode, MAIN_WALLET } from '@pagoda/contracts';
import { describe, expect, it } from 'vitest';
import { fakeBrand, fakeDb, fakeEvents, fakeLedger } from '../../../test/helpers/fakes.js';
import type { DbOrTx } from '../../db/client.js';
import { sha256Hex } from '../../lib/secrets.js';
import { accountKey, SystemAccount } from '../wallet/ledger.service.js';
import { createSeamlessWalletService } from './seamless-wallet.service.js';
import { createVendorLaunchService } from './vendor-launch.service.js';
import {
  type IntegrationRow,
  type LaunchTokenRow,
  vendorsRepository,
  type VendorTxRow,
  type WalletCallResult,
} from './vendors.repository.js';

const brand = fakeBrand();
const caller = { brand, integration: { vendorCode: 'SIM', adapter: 'seamless' } as IntegrationRow };
const player = { id: 7, type: 0, account: 'ann', nickname: 'Ann', status: 'ACTIVE', merchantCode: 'pagoda' };
const main = { member: { id: 7, type: 0 }, wallet: MAIN_WALLET } as const;
const TOKEN = 'a'.repeat(43);
const call = (transactionId: string, amount = '10.00') => ({
  token: TOKEN,
  playerId: '7',
  transactionId,
  roundId: 'r1',
  gameCode: 'koi',
  amount,
  currency: 'USD',
});

/**
 * The vendor repository in memory. Its wallet-call batch stands for vendor_wallet_call_batch:
 * replay, conflict, refused after an unseen rollback, insufficient funds, else the money moves
 * through the (fake) ledger and the answer is stored with the transaction id.
 */
const setup = (funds = 5_000n) => {
  const books = fakeLedger();
  const sink = fakeEvents();
  const txs = new Map<string, VendorTxRow>();
  let ids = 0;
  const failNextBatch: unknown[] = [];
  const token: LaunchTokenRow = {
    id: 1,
    tokenHash: sha256Hex(TOKEN),
    merchantCode: 'pagoda',
    memberId: 7,
    vendorCode: 'SIM',
    gameCode: 'koi',
    category: 'RNG',
    accountType: 1,
    sessionId: null,
    usedAt: null,
    createdAt: new Date(),
    expiresAt: new Date(Date.now() + 3_600_000),
  };
  const claim = (row: Partial<VendorTxRow> & { transactionId: string }) => {
    if (txs.has(row.transactionId)) return null;
    const full = { id: ++ids, refTransactionId: null, gameCode: '', ...row } as VendorTxRow;
    txs.set(row.transactionId, full);
    return { id: full.id };
  };
  const vendors = {
    ...vendorsRepository,
    launchToken: (_db: DbOrTx, hash: string) =>
      Promise.resolve(hash === token.tokenHash ? { token, sessionEndedAt: null, sessionExpiresAt: null } : null),
    claimTransaction: (_db: DbOrTx, row: Partial<VendorTxRow> & { transactionId: string }) =>
      Promise.resolve(claim(row)),
    transaction: (_db: DbOrTx, _m: string, _v: string, id: string) => Promise.resolve(txs.get(id) ?? null),
    round: () => Promise.resolve(null),
    walletCallBatch: async (_db: DbOrTx, payloads: Record<string, unknown>[]): Promise<WalletCallResult[]> => {
      if (failNextBatch.length > 0) throw failNextBatch.shift();
      const out: WalletCallResult[] = [];
      for (const p of payloads) {
        const seen = txs.get(String(p.transactionId));
        if (seen) {
          if (seen.kind === 'CANCELLED_UNSEEN') out.push({ status: 'refused', response: null, balance: null });
          else if (seen.requestHash !== p.hash) out.push({ status: 'conflict', response: null, balance: null });
          else out.push({ status: 'replayed', response: seen.response, balance: null });
          continue;
        }
        const amount = BigInt(String(p.amount));
        const delta = p.kind === 'BET' ? -amount : amount;
        if (books.balanceOf(main) + delta < 0n) {
          out.push({ status: 'insufficient', response: null, balance: books.balanceOf(main) });
          continue;
        }
        const r = await books.ledger.post(null, {
          merchantCode: 'pagoda',
          currency: 'USD',
          key: String(p.postingKey),
          kind: String(p.kind),
          txTypeId: Number(p.txType),
          memberId: 7,
          lines: [
            { account: main, amount: delta },
            { account: { system: SystemAccount.VendorSettlement, part: 'SIM' }, amount: -delta },
          ],
        });
        const response = {
          balance: Number(r.balances.get(accountKey(main))) / 100,
          currency: 'USD',
          transactionId: p.transactionId,
        };
        claim({
          transactionId: String(p.transactionId),
          kind: p.kind as 'BET',
          memberId: 7,
          roundId: String(p.roundId),
          amount,
          requestHash: String(p.hash),
          response,
        });
        out.push({ status: 'ok', response, balance: null });
      }
      return out;
    },
  } as typeof vendorsRepository;
  const wallets = {
    memberWallets: () => Promise.resolve([{ accountTypeId: MAIN_WALLET, balance: books.balanceOf(main) }]) as never,
  };
  const launches = createVendorLaunchService(fakeDb(), {
    vendors,
    wallets,
    members: { findById: () => Promise.resolve(player) as never },
  });
  const wallet = createSeamlessWalletService(fakeDb(), {
    ledger: books.ledger,
    events: sink.events,
    vendors,
    wallets,
    launches,
  });
  return {
    books,
    sink,
    txs,
    wallet,
    failNextBatch,
    funded: books.ledger.post(null, {
      merchantCode: 'pagoda',
      currency: 'USD',
      key: 'seed',
      kind: 'DEPOSIT',
      txTypeId: 1101,
      memberId: 7,
      lines: [
        { account: { system: SystemAccount.CashIn }, amount: -funds },
        { account: main, amount: funds },
      ],
    }),
  };
};

describe('seamless bet', () => {
  it('debits the bet and tells the member’s sockets', async () => {
    const s = setup();
    await s.funded;
    expect(await s.wallet.bet(caller, call('b1'))).toMatchObject({ balance: 40, transactionId: 'b1' });
    expect(s.books.balanceOf(main)).toBe(4_000n);
    expect(s.sink.published.filter((e) => e.type === 'BALANCE')).toHaveLength(1);
  });

  it('refuses a bet beyond the balance, answering with the balance, and moves nothing', async () => {
    const s = setup(500n);
    await s.funded;
    const err = await s.wallet.bet(caller, call('b1', '10.00')).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: ErrorCode.InsufficientBalance, value: { balance: 5 } });
    expect(s.books.balanceOf(main)).toBe(500n);
    expect(s.sink.published).toHaveLength(0);
  });

  it('answers a replayed bet with its first answer, and refuses its id with another amount', async () => {
    const s = setup();
    await s.funded;
    const first = await s.wallet.bet(caller, call('b1'));
    await s.wallet.win(caller, { ...call('w1', '25.00'), endRound: true });
    expect(await s.wallet.bet(caller, call('b1'))).toEqual(first);
    expect(s.books.balanceOf(main)).toBe(6_500n);
    await expect(s.wallet.bet(caller, call('b1', '11.00'))).rejects.toMatchObject({ code: ErrorCode.VendorTxConflict });
  });

  it('asks again once when the call lost a race with its duplicate', async () => {
    const s = setup();
    await s.funded;
    s.failNextBatch.push(Object.assign(new Error('duplicate key'), { code: '23505' }));
    expect(await s.wallet.bet(caller, call('b1'))).toMatchObject({ balance: 40 });
    s.failNextBatch.push(new Error('connection lost'));
    await expect(s.wallet.bet(caller, call('b2'))).rejects.toThrow('connection lost');
  });

  it('refuses a bet in another currency or with another player’s token', async () => {
    const s = setup();
    await s.funded;
    await expect(s.wallet.bet(caller, { ...call('b1'), currency: 'EUR' })).rejects.toMatchObject({
      code: ErrorCode.ValidationFailed,
    });
    await expect(s.wallet.bet(caller, { ...call('b1'), playerId: '8' })).rejects.toMatchObject({
      code: ErrorCode.LaunchTokenInvalid,
    });
    expect(s.books.balanceOf(main)).toBe(5_000n);
  });
});

describe('seamless rollback', () => {
  const rollback = (transactionId: string, refTransactionId: string) => ({
    playerId: '7',
    transactionId,
    refTransactionId,
    roundId: 'r1',
  });

  it('refunds a bet once, and a replayed rollback answers what it first answered', async () => {
    const s = setup();
    await s.funded;
    await s.wallet.bet(caller, call('b1'));
    const first = await s.wallet.rollback(caller, rollback('rb1', 'b1'));
    expect(first).toMatchObject({ balance: 50, transactionId: 'rb1' });
    await s.wallet.bet(caller, call('b2'));
    expect(await s.wallet.rollback(caller, rollback('rb1', 'b1'))).toEqual(first);
    // Another rollback id for the same bet refunds nothing more.
    await s.wallet.rollback(caller, rollback('rb2', 'b1'));
    expect(s.books.balanceOf(main)).toBe(4_000n);
  });

  it('remembers a rollback of a bet never seen, and refuses that bet when it arrives', async () => {
    const s = setup();
    await s.funded;
    expect(await s.wallet.rollback(caller, rollback('rb1', 'late'))).toMatchObject({ balance: 50 });
    expect(s.txs.get('late')?.kind).toBe('CANCELLED_UNSEEN');
    await expect(s.wallet.bet(caller, call('late'))).rejects.toMatchObject({ code: ErrorCode.VendorBetRefused });
    expect(s.books.balanceOf(main)).toBe(5_000n);
  });
});
