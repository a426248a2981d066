import { ErrorCode, MAIN_WALLET } from '@pagoda/contracts';
import { describe, expect, it } from 'vitest';
import { channel, fakePaymentsRepository } from '../../../test/helpers/fake-payments.js';
import { fakeBrand, fakeDb, fakeEvents, fakeLedger } from '../../../test/helpers/fakes.js';
import type { MemberRow } from '../accounts/members.repository.js';
import { SystemAccount } from '../wallet/ledger.service.js';
import { createDepositsService } from './deposits.service.js';

const brand = fakeBrand();
const member = { id: 7, type: 0 } as MemberRow;
const main = { member: { id: 7, type: 0 }, wallet: MAIN_WALLET } as const;
const gateway = channel({ id: 2, code: 'GW', type: 'GATEWAY' });

const setup = () => {
  const payments = fakePaymentsRepository([channel(), gateway]);
  const books = fakeLedger();
  const sink = fakeEvents();
  const audits: string[] = [];
  const deposits = createDepositsService(fakeDb(), {
    ledger: books.ledger,
    events: sink.events,
    audit: (e) => Promise.resolve(void audits.push(e.action)),
    payments: payments.repo,
    wallets: { settings: () => Promise.resolve({ depositExpireMinutes: 30 }) } as never,
  });
  return { payments, books, sink, audits, deposits };
};

const manualOrder = async (s: ReturnType<typeof setup>, amount = '25.00') => {
  const o = await s.deposits.create(brand, member, { channelCode: 'BANK1', amount, requestId: 'req-1' });
  await s.deposits.submitReference(member, { orderNo: o.orderNo, reference: 'TX-1', receiptIds: [] });
  return o.orderNo;
};

describe('deposit creation', () => {
  it('answers a retried request with the same order, and refuses the same requestId with another body', async () => {
    const s = setup();
    const first = await s.deposits.create(brand, member, { channelCode: 'BANK1', amount: '25.00', requestId: 'r' });
    const again = await s.deposits.create(brand, member, { channelCode: 'BANK1', amount: '25.00', requestId: 'r' });
    expect(again.orderNo).toBe(first.orderNo);
    expect(s.payments.deposits.size).toBe(1);
    await expect(
      s.deposits.create(brand, member, { channelCode: 'BANK1', amount: '26.00', requestId: 'r' }),
    ).rejects.toMatchObject({ code: ErrorCode.IdempotencyConflict });
    await expect(
      s.deposits.create(brand, member, { channelCode: 'GW', amount: '25.00', requestId: 'r' }),
    ).rejects.toMatchObject({ code: ErrorCode.IdempotencyConflict });
  });
});

describe('deposit crediting', () => {
  it('credits an approved order once, with its amount, and marks it paid', async () => {
    const s = setup();
    const orderNo = await manualOrder(s);
    const paid = await s.deposits.approve(brand, orderNo, { actor: 'op' });
    expect(paid.status).toBe('PAID');
    expect(s.books.balanceOf(main)).toBe(2_500n);
    expect(s.books.balanceOf({ system: SystemAccount.CashIn, part: 'BANK1' })).toBe(-2_500n);

    // A double approval changes nothing.
    const again = await s.deposits.approve(brand, orderNo, { actor: 'op' });
    expect(again.status).toBe('PAID');
    expect(s.books.postings.size).toBe(1);
    expect(s.books.balanceOf(main)).toBe(2_500n);
    expect(s.sink.published.filter((e) => e.type === 'DEPOSIT')).toHaveLength(1);
  });

  it('credits a replayed gateway webhook once', async () => {
    const s = setup();
    const o = await s.deposits.create(brand, member, { channelCode: 'GW', amount: '40.00', requestId: 'g' });
    const webhook = { orderNo: o.orderNo, status: 'PAID' as const, amount: '40.00', gatewayRef: 'G-1' };
    expect(await s.deposits.gatewayResult(brand, webhook)).toMatchObject({ credited: true });
    expect(await s.deposits.gatewayResult(brand, webhook)).toMatchObject({ credited: false });
    expect(s.books.postings.size).toBe(1);
    expect(s.books.balanceOf(main)).toBe(4_000n);
    expect(s.payments.deposits.get(o.orderNo)).toMatchObject({ status: 'PAID', gatewayRef: 'G-1' });
  });

  it('refuses to approve an order whose reference never came, and to pay a failed one', async () => {
    const s = setup();
    const o = await s.deposits.create(brand, member, { channelCode: 'BANK1', amount: '25.00', requestId: 'c' });
    await expect(s.deposits.approve(brand, o.orderNo, { actor: 'op' })).rejects.toMatchObject({
      code: ErrorCode.OrderStateInvalid,
    });
    const g = await s.deposits.create(brand, member, { channelCode: 'GW', amount: '40.00', requestId: 'f' });
    await s.deposits.gatewayResult(brand, { orderNo: g.orderNo, status: 'FAILED', amount: '40.00', gatewayRef: '' });
    await expect(
      s.deposits.gatewayResult(brand, { orderNo: g.orderNo, status: 'PAID', amount: '40.00', gatewayRef: '' }),
    ).rejects.toMatchObject({ code: ErrorCode.OrderStateInvalid });
    expect(s.books.postings.size).toBe(0);
    expect(s.payments.deposits.get(g.orderNo)?.status).toBe('FAILED');
  });

  it('expires an unpaid order past its time, but not one waiting for review', async () => {
    const s = setup();
    const waiting = await manualOrder(s);
    const idle = await s.deposits.create(brand, member, { channelCode: 'BANK1', amount: '25.00', requestId: 'i' });
    s.payments.repo.expiredDeposits = () => Promise.resolve([{ orderNo: waiting }, { orderNo: idle.orderNo }]) as never;
    await s.deposits.expire(new Date(Date.now() + 31 * 60_000));
    expect(s.payments.deposits.get(idle.orderNo)?.status).toBe('EXPIRED');
    expect(s.payments.deposits.get(waiting)?.status).toBe('PENDING');
  });
});
