import {
  type DepositStatus,
  ErrorCode,
  type OperationParsedBody,
  type operatorAdjustBalance,
  parseMinor,
  type WithdrawStatus,
} from '@pagoda/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { membersRepository } from '../accounts/members.repository.js';
import type { BrandConfig } from '../brand/brand-config.js';
import type { DepositsService } from '../payments/deposits.service.js';
import type { WithdrawalsService } from '../payments/withdrawals.service.js';
import type { LedgerService } from '../wallet/ledger.service.js';
import type { WalletService } from '../wallet/wallet.service.js';
import { presentAdjustment, presentLedgerAudit } from './operators.presenter.js';
import type { OperatorsService } from './operators.service.js';

export type BackofficeService = ReturnType<typeof createBackofficeService>;

/** Operator-side rules over the money services: review lists, adjustments, the ledger audit. */
export const createBackofficeService = (
  db: Db,
  s: {
    operators: OperatorsService;
    deposits: DepositsService;
    withdrawals: WithdrawalsService;
    wallet: WalletService;
    ledger: LedgerService;
  },
) => {
  const withAccount = async <T extends { memberId: number }>(rows: T[]) => {
    const accounts = new Map<number, string>();
    for (const id of new Set(rows.map((r) => r.memberId)))
      accounts.set(id, (await membersRepository.findById(db, id))?.account ?? '');
    return rows.map((r) => ({ ...r, memberAccount: accounts.get(r.memberId) ?? '' }));
  };

  return {
    deposits: async (brand: BrandConfig, status: DepositStatus) =>
      withAccount(await s.deposits.listForReview(brand, [status])),

    withdrawals: async (brand: BrandConfig, status: WithdrawStatus) =>
      withAccount(await s.withdrawals.listForReview(brand, [status])),

    /** A bonus (credit only) or an adjustment (either way; a debit never takes the wallet below zero). */
    adjust: async (
      brand: BrandConfig,
      actor: string,
      ip: string,
      body: OperationParsedBody<typeof operatorAdjustBalance>,
    ) => {
      const member = await membersRepository.findByAccount(db, brand.merchant.code, body.account.toLowerCase());
      if (!member) throw new AppError(ErrorCode.NotFound, 'No such member.');
      if (body.kind === 'BONUS' && body.direction === 'DEBIT')
        throw new AppError(ErrorCode.ValidationFailed, 'A bonus is a credit.');
      const amount = parseMinor(body.amount)! * (body.direction === 'DEBIT' ? -1n : 1n);
      const r = await s.wallet.adjust(brand, member, {
        amount,
        kind: body.kind,
        key: `adjust:${actor}:${body.requestId}`,
        remark: body.remark,
        name: body.name,
      });
      await s.operators.audit({
        merchantCode: brand.merchant.code,
        actor,
        action: `member.${body.kind.toLowerCase()}`,
        target: member.account,
        detail: { amount: body.amount, direction: body.direction, remark: body.remark, replayed: r.replayed },
        ip,
      });
      return presentAdjustment(member.account, r);
    },

    ledgerAudit: async (merchantCode: string) => presentLedgerAudit(await s.ledger.audit(merchantCode)),
  };
};
