import {
  type getBalance,
  type getBonusDetails,
  type getMerchantWallet,
  type getPersonalProfit,
  type getTransactions,
  minorToNumber,
  type OperationValue,
  TX_CODE_TYPES,
  TxType,
} from '@pagoda/contracts';
import { paged } from '../../lib/paged.js';
import type { BrandConfig } from '../brand/brand-config.js';
import type { walletRepository } from './wallet.repository.js';

type RecordRow = Awaited<ReturnType<typeof walletRepository.records>>[number];
type ProfitRow = Awaited<ReturnType<typeof walletRepository.profitRows>>[number];
type Totals = Awaited<ReturnType<typeof walletRepository.recordTotals>>;
export type WalletView = { accountTypeId: number; displayName: string; accountName: string };

/** The account record shows a transfer between members from each side's point of view. */
const perspective = (txTypeId: number, own: boolean) => {
  if (own) return txTypeId;
  if (txTypeId === TxType.TransferToUpline) return TxType.TransferFromDownline;
  if (txTypeId === TxType.TransferToDownline) return TxType.TransferFromUpline;
  return txTypeId;
};
const text = (v: unknown) => (typeof v === 'string' ? v : '');

export const presentBalance = (
  brand: BrandConfig,
  shown: WalletView[],
  held: ReadonlyMap<number | null, bigint>,
): OperationValue<typeof getBalance> => ({
  sumBalance: minorToNumber(shown.reduce((s, w) => s + (held.get(w.accountTypeId) ?? 0n), 0n)),
  currency: brand.merchant.currency,
  currencySymbol: brand.merchant.currencySymbol,
  balance: shown.map((w) => ({ ...w, availBalance: minorToNumber(held.get(w.accountTypeId) ?? 0n), status: 'OK' })),
});

export const presentMerchantWallet = (settings: { isSingle: boolean }): OperationValue<typeof getMerchantWallet> => ({
  isSingle: settings.isSingle ? 1 : 0,
});

/** One line of a member's account record; `memberId` is whose record it is. */
export const presentRecord = (r: RecordRow, memberId: number) => {
  const own = r.postingMemberId === memberId;
  const txTypeId = perspective(r.txTypeId, own);
  return {
    id: r.id,
    txTypeId,
    txTypeName: `tx_type_id_${txTypeId}`,
    txTimeInTimestamp: r.createdAt.getTime(),
    amount: minorToNumber(r.amount),
    currentAvailBalance: minorToNumber(r.balanceAfter),
    orderNo: r.reference ?? '',
    remark: [own ? text(r.meta.counterparty) : text(r.meta.from), r.remark].filter(Boolean).join(' · '),
  };
};

export const presentRecords = (
  rows: RecordRow[],
  totals: Totals,
  size: number,
  memberId: number,
): OperationValue<typeof getTransactions> => ({
  ...paged(
    rows.map((r) => presentRecord(r, memberId)),
    totals.count,
    size,
  ),
  footer: { amount: minorToNumber(totals.total) },
});

export const presentBonuses = (
  rows: RecordRow[],
  totals: Totals,
  size: number,
): OperationValue<typeof getBonusDetails> => ({
  ...paged(
    rows.map((r) => ({
      id: r.id,
      time: r.createdAt.getTime(),
      amount: minorToNumber(r.amount),
      name: text(r.meta.name),
      remark: r.remark,
    })),
    totals.count,
    size,
  ),
  footer: { amount: minorToNumber(totals.total) },
});

/** Profit per day and category (valid bet = bets less refunds), with the window's money totals. */
export const presentProfit = (
  rows: ProfitRow[],
  sums: ReadonlyMap<number, bigint>,
): OperationValue<typeof getPersonalProfit> => {
  const total = rows.reduce((t, r) => ({ bet: t.bet + r.bet, valid: t.valid + r.bet - r.refund, win: t.win + r.win }), {
    bet: 0n,
    valid: 0n,
    win: 0n,
  });
  const sumOf = (ids: readonly number[]) => ids.reduce((s, id) => s + (sums.get(id) ?? 0n), 0n);
  return {
    list: rows.map((r) => {
      const valid = r.bet - r.refund;
      return {
        date: r.day,
        category: r.category,
        betCount: r.bets,
        betAmount: minorToNumber(r.bet),
        validBet: minorToNumber(valid),
        winAmount: minorToNumber(r.win),
        profit: minorToNumber(r.win - valid),
      };
    }),
    totals: {
      betAmount: minorToNumber(total.bet),
      validBet: minorToNumber(total.valid),
      winAmount: minorToNumber(total.win),
      profit: minorToNumber(total.win - total.valid),
    },
    deposits: minorToNumber(sumOf(TX_CODE_TYPES.deposit)),
    withdrawals: minorToNumber(-sumOf(TX_CODE_TYPES.withdraw)),
    bonuses: minorToNumber(sumOf(TX_CODE_TYPES.bonus)),
  };
};
