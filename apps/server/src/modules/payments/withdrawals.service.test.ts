import { ErrorCode, MAIN_WALLET } from '@pagoda/contracts';
import { describe, expect, it } from 'vitest';
import { fakePaymentsRepository } from '../../../test/helpers/fake-payments.js';
import { fakeBrand, fakeDb, fakeEvents, fakeLedger } from '../../../test/helpers/fakes.js';
import type { MemberRow } from '../accounts/members.repository.js';
import { SystemAccount } from '../wallet/ledger.service.js';
import { canMove, WITHDRAW_MOVES } from './order-states.js';
import { createWithdrawalsService } from './withdrawals.service.js';

const brand = fakeBrand();
const member = { id: 7, type: 0, paymentPasswordHash: 'h' } as MemberRow;
const main = { member: { id: 7, type: 0 }, wallet: MAIN_WALLET } as const;
const hold = { member: { id: 7, type: 0 }, wallet: 'HOLD' } as const;
const op = { actor: 'op' };

const setup = async (funds = 100_000n) => {
  const payments = fakePaymentsRepository();
  const books = fakeLedger();
  const withdrawals = createWithdrawalsService(fakeDb(), {
    ledger: books.ledger,
    wallet: { requirePaymentPassword: () => Promise.resolve() },
    events: fakeEvents().events,
    audit: () => Promise.resolve(),
    payments: payments.repo,
    wallets: {
      settings: () =>
        Promise.resolve({
          withdrawMin: 1_000n,
          withdrawMax: 1_000_000n,
          withdrawDailyCount: 5,
          withdrawConfirmMinutes: 60,
        }),
    } as never,
  });
  // Money to withdraw, from a deposit.
  await books.ledger.post(null, {
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
  });
  const account = payments.addPayoutAccount(member.id);
  const request = (requestId = 'w1', amount = '100.00') =>
    withdrawals.request(brand, member, { payoutAccountId: account.id, amount, password: '123456', requestId });
  return { payments, books, withdrawals, request, account };
};

describe('the withdrawal move table', () => {
  it('allows the documented moves and no others', () => {
    expect(canMove(WITHDRAW_MOVES, 'PENDING', 'APPROVED')).toBe(true);
    expect(canMove(WITHDRAW_MOVES, 'PENDING', 'PAID')).toBe(true);
    expect(canMove(WITHDRAW_MOVES, 'PAID', 'DISPUTED')).toBe(true);
    expect(canMove(WITHDRAW_MOVES, 'DISPUTED', 'RESOLVED')).toBe(true);
    expect(canMove(WITHDRAW_MOVES, 'PAID', 'REJECTED')).toBe(false);
    expect(canMove(WITHDRAW_MOVES, 'REJECTED', 'APPROVED')).toBe(false);
    expect(canMove(WITHDRAW_MOVES, 'CONFIRMED', 'DISPUTED')).toBe(false);
  });
});

describe('withdrawal transitions', () => {
  it('holds the amount at request, pays it out, and the member confirms receipt', async () => {
    const s = await setup();
    const o = await s.request();
    expect(o.status).toBe('PENDING');
    expect(s.books.balanceOf(main)).toBe(90_000n);
    expect(s.books.balanceOf(hold)).toBe(10_000n);
    await s.withdrawals.approve(brand, o.orderNo, op);
    const paid = await s.withdrawals.pay(brand, o.orderNo, op);
    expect(paid.status).toBe('PAID');
    expect(s.books.balanceOf(hold)).toBe(0n);
    expect(s.books.balanceOf({ system: SystemAccount.CashOut })).toBe(10_000n);
    // Paying again is a replay: no second payout.
    await s.withdrawals.pay(brand, o.orderNo, op);
    expect(s.books.balanceOf({ system: SystemAccount.CashOut })).toBe(10_000n);
    const done = await s.withdrawals.confirm(brand, member, {
      payDetailId: o.orderNo,
      isMoneyReceived: 'A',
      proofOfNotReceive: [],
      remark: '',
    });
    expect(done).toMatchObject({ status: 'CONFIRMED', confirmation: 'RECEIVED' });
  });

  it('refuses moves outside the table and writes nothing', async () => {
    const s = await setup();
    const o = await s.request();
    const writes = s.payments.state.updates;
    // Not paid yet: nothing to confirm or dispute.
    await expect(
      s.withdrawals.confirm(brand, member, {
        payDetailId: o.orderNo,
        isMoneyReceived: 'A',
        proofOfNotReceive: [],
        remark: '',
      }),
    ).rejects.toMatchObject({ code: ErrorCode.OrderStateInvalid });
    await expect(s.withdrawals.resolve(brand, o.orderNo, null, '', op)).rejects.toMatchObject({
      code: ErrorCode.OrderStateInvalid,
    });
    await s.withdrawals.pay(brand, o.orderNo, op);
    // Paid: too late to reject (the hold has left).
    await expect(s.withdrawals.reject(brand, o.orderNo, 'no', op)).rejects.toMatchObject({
      code: ErrorCode.OrderStateInvalid,
    });
    expect(s.payments.state.updates).toBe(writes + 1);
    expect(s.books.balanceOf(main)).toBe(90_000n);
  });

  it('releases the hold on rejection, once', async () => {
    const s = await setup();
    const o = await s.request();
    await s.withdrawals.reject(brand, o.orderNo, 'wrong account', op);
    await s.withdrawals.reject(brand, o.orderNo, 'wrong account', op);
    expect(s.books.balanceOf(main)).toBe(100_000n);
    expect(s.books.balanceOf(hold)).toBe(0n);
    await expect(s.withdrawals.pay(brand, o.orderNo, op)).rejects.toMatchObject({ code: ErrorCode.OrderStateInvalid });
  });

  it('refunds the unreceived part of a partly received payment when the dispute closes', async () => {
    const s = await setup();
    const o = await s.request();
    await s.withdrawals.pay(brand, o.orderNo, op);
    await s.withdrawals.confirm(brand, member, {
      payDetailId: o.orderNo,
      isMoneyReceived: 'P',
      receivedAmount: '60.00',
      proofOfNotReceive: [],
      remark: '',
    });
    const closed = await s.withdrawals.resolveDispute(brand, { orderNo: o.orderNo, remark: 'ok' }, op);
    expect(closed.status).toBe('RESOLVED');
    expect(s.books.balanceOf(main)).toBe(94_000n);
  });
});

describe('withdrawal idempotency', () => {
  it('answers a retried request with the same order and refuses the same requestId with another body', async () => {
    const s = await setup();
    const first = await s.request('same', '100.00');
    const again = await s.request('same', '100.00');
    expect(again.orderNo).toBe(first.orderNo);
    expect(s.books.balanceOf(hold)).toBe(10_000n);
    await expect(s.request('same', '120.00')).rejects.toMatchObject({ code: ErrorCode.IdempotencyConflict });
    expect(s.books.balanceOf(hold)).toBe(10_000n);
  });
});
