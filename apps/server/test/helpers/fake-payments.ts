import type { DbOrTx } from '../../src/db/client.js';
import type {
  ChannelRow,
  DepositRow,
  PayoutAccountRow,
  paymentsRepository,
  WithdrawalRow,
} from '../../src/modules/payments/payments.repository.js';

type Repo = typeof paymentsRepository;

export const channel = (over: Partial<ChannelRow> = {}): ChannelRow => ({
  id: 1,
  merchantCode: 'pagoda',
  code: 'BANK1',
  type: 'BANK',
  provider: 'bank',
  name: 'Bank',
  minAmount: 1_000n,
  maxAmount: 1_000_000n,
  fixedAmounts: [],
  accountName: 'Pagoda Ltd',
  accountNo: '123456',
  bankName: 'First Bank',
  deposit: true,
  withdraw: true,
  enabled: true,
  sort: 0,
  feeRateBp: 0,
  feeFixed: 0n,
  openFrom: null,
  openTo: null,
  timeZone: 'UTC',
  ...over,
});

/**
 * The payments repository in memory, enough for the deposit and withdrawal services: orders by
 * number, channels, payout accounts. `updates` counts writes, to show a refused move wrote nothing.
 */
export const fakePaymentsRepository = (channels: ChannelRow[] = [channel()]) => {
  const deposits = new Map<string, DepositRow>();
  const withdrawals = new Map<string, WithdrawalRow>();
  const accounts: PayoutAccountRow[] = [];
  let ids = 0;
  const state = { updates: 0 };
  const withChannel = (a: PayoutAccountRow) => ({ account: a, channel: channels.find((c) => c.id === a.channelId)! });
  const ok = <T>(v: T) => Promise.resolve(v);

  const repo: Partial<Repo> = {
    channels: ((_db: DbOrTx, merchantCode: string) =>
      ok(channels.filter((c) => c.merchantCode === merchantCode))) as unknown as Repo['channels'],
    channelByCode: (_db, merchantCode, code) =>
      ok(channels.find((c) => c.merchantCode === merchantCode && c.code === code) ?? null),
    channelById: (_db, id) => ok(channels.find((c) => c.id === id) ?? null),
    channelsByIds: ((_db: DbOrTx, want: number[]) =>
      ok(channels.filter((c) => want.includes(c.id)))) as unknown as Repo['channelsByIds'],
    insertDeposit: (_db, row) => {
      if (deposits.has(row.orderNo)) return ok(null);
      const full: DepositRow = {
        id: ++ids,
        reference: '',
        receiptIds: [],
        gatewayRef: null,
        remark: '',
        reviewedBy: null,
        createdAt: new Date(),
        updatedAt: new Date(),
        paidAt: null,
        ...row,
      };
      deposits.set(row.orderNo, full);
      return ok(full);
    },
    depositByNo: (_db, orderNo) => ok(deposits.get(orderNo) ?? null),
    depositForUpdate: (_db, orderNo) => ok(deposits.get(orderNo) ?? null),
    updateDeposit: ((_db: DbOrTx, id: number, patch: Partial<DepositRow>) => {
      state.updates++;
      for (const [k, o] of deposits) if (o.id === id) deposits.set(k, { ...o, ...patch });
      return ok(undefined);
    }) as unknown as Repo['updateDeposit'],
    uploadsOf: ((_db: DbOrTx, _m: number, want: string[]) =>
      ok(want.map((id) => ({ id })))) as unknown as Repo['uploadsOf'],
    payoutAccount: (_db, memberId, id) => {
      const a = accounts.find((x) => x.id === id && x.memberId === memberId);
      return ok(a ? withChannel(a) : null);
    },
    payoutAccountsByIds: ((_db: DbOrTx, want: number[]) =>
      ok(accounts.filter((a) => want.includes(a.id)).map(withChannel))) as unknown as Repo['payoutAccountsByIds'],
    insertWithdrawal: (_db, row) => {
      if (withdrawals.has(row.orderNo)) return ok(null);
      const full = {
        id: ++ids,
        confirmation: null,
        receivedAmount: null,
        proofIds: [],
        remark: '',
        reviewedBy: null,
        createdAt: new Date(),
        updatedAt: new Date(),
        paidAt: null,
        confirmDueAt: null,
        ...row,
      };
      withdrawals.set(row.orderNo, full);
      return ok(full);
    },
    withdrawalByNo: (_db, orderNo) => ok(withdrawals.get(orderNo) ?? null),
    withdrawalForUpdate: (_db, orderNo) => ok(withdrawals.get(orderNo) ?? null),
    updateWithdrawal: ((_db: DbOrTx, id: number, patch: Partial<WithdrawalRow>) => {
      state.updates++;
      for (const [k, o] of withdrawals) if (o.id === id) withdrawals.set(k, { ...o, ...patch });
      return ok(undefined);
    }) as unknown as Repo['updateWithdrawal'],
    countWithdrawalsSince: (_db, memberId) =>
      ok([...withdrawals.values()].filter((w) => w.memberId === memberId && w.status !== 'REJECTED').length),
  };

  const addPayoutAccount = (memberId: number, channelId = channels[0]!.id) => {
    const a: PayoutAccountRow = {
      id: ++ids,
      memberId,
      channelId,
      accountNo: '9876543210',
      holderName: 'Ann Lee',
      createdAt: new Date(),
      removedAt: null,
    };
    accounts.push(a);
    return a;
  };

  return { repo: repo as Repo, deposits, withdrawals, addPayoutAccount, state };
};
