import {
  adjustmentResultSchema,
  type DepositStatus,
  ErrorCode,
  MAIN_WALLET,
  type OperationParsedBody,
  type operatorAdjustBalance,
  minorToText,
  parseMinor,
  type WithdrawStatus,
} from '@pagoda/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { membersRepository } from '../accounts/members.repository.js';
import type { ApprovalActor, ApprovalsPort } from '../approvals/approvals.types.js';
import type { BonusService } from '../bonus/bonus.service.js';
import type { BrandConfig } from '../brand/brand-config.js';
import type { RewardsService } from '../rewards/rewards.service.js';
import type { BrandService } from '../brand/brand.service.js';
import type { DepositsService } from '../payments/deposits.service.js';
import { canMove, WITHDRAW_MOVES } from '../payments/order-states.js';
import { paymentsRepository } from '../payments/payments.repository.js';
import type { WithdrawalsService } from '../payments/withdrawals.service.js';
import type { LedgerService } from '../wallet/ledger.service.js';
import type { WalletService } from '../wallet/wallet.service.js';
import { presentAdjustment, presentLedgerAudit } from './operators.presenter.js';
import type { OperatorsService } from './operators.service.js';

export type BackofficeService = ReturnType<typeof createBackofficeService>;
type AdjustBody = OperationParsedBody<typeof operatorAdjustBalance>;

/** Operator-side rules over the money services: review lists, adjustments, the ledger audit. */
export const createBackofficeService = (
  db: Db,
  s: {
    operators: OperatorsService;
    deposits: DepositsService;
    withdrawals: WithdrawalsService;
    wallet: WalletService;
    ledger: LedgerService;
    /** Promotions: an operator's bonus is a reward item (OPERATOR) claimed through the bonus engine. */
    rewards?: RewardsService;
    bonus?: BonusService;
  },
) => {
  const withAccount = async <T extends { memberId: number }>(rows: T[]) => {
    const accounts = new Map<number, string>();
    for (const id of new Set(rows.map((r) => r.memberId)))
      accounts.set(id, (await membersRepository.findById(db, id))?.account ?? '');
    return rows.map((r) => ({ ...r, memberAccount: accounts.get(r.memberId) ?? '' }));
  };

  const memberOf = async (brand: BrandConfig, account: string) => {
    const member = await membersRepository.findByAccount(db, brand.merchant.code, account.toLowerCase());
    if (!member) throw new AppError(ErrorCode.NotFound, 'No such member.');
    return member;
  };

  /**
   * A bonus (credit only) or an adjustment (either way; a debit never takes the wallet below zero).
   * The posting and its audit row commit together; `key` makes a retry (or a re-run approval) post once.
   */
  const adjust = async (brand: BrandConfig, by: { actor: string; ip: string }, body: AdjustBody, key: string) => {
    const member = await memberOf(brand, body.account);
    if (body.kind === 'BONUS' && body.direction === 'DEBIT')
      throw new AppError(ErrorCode.ValidationFailed, 'A bonus is a credit.');
    const amount = parseMinor(body.amount)! * (body.direction === 'DEBIT' ? -1n : 1n);
    if (body.kind === 'BONUS' && s.rewards && s.bonus) return grantBonus(brand, by, body, key, member, amount);
    const r = await db.transaction(async (tx) => {
      const posted = await s.wallet.adjust(
        brand,
        member,
        { amount, kind: body.kind, key, remark: body.remark, name: body.name },
        tx,
      );
      await s.operators.audit(
        {
          merchantCode: brand.merchant.code,
          actor: by.actor,
          action: `member.${body.kind.toLowerCase()}`,
          target: member.account,
          detail: { amount: body.amount, direction: body.direction, remark: body.remark, replayed: posted.replayed },
          ip: by.ip,
        },
        tx,
      );
      return posted;
    });
    return presentAdjustment(member.account, r);
  };

  /**
   * Every bonus goes through grants: the operator's bonus is offered as an OPERATOR reward item
   * (idempotent on the approval/request key) with the chosen wagering, then claimed at once, or left
   * in the member's reward centre when `deliver` is REWARD_CENTRE.
   */
  const grantBonus = async (
    brand: BrandConfig,
    by: { actor: string; ip: string },
    body: AdjustBody,
    key: string,
    member: { id: number; account: string },
    amount: bigint,
  ) => {
    const { rewards, bonus } = s as Required<typeof s>;
    const title = body.name || 'Bonus';
    const r = await db.transaction(async (tx) => {
      const { item, created } = await rewards.offer(tx, {
        merchantCode: brand.merchant.code,
        memberId: member.id,
        source: 'OPERATOR',
        sourceRef: by.actor,
        key: `operator:${key}`,
        title: { en: title },
        amount,
        wagering: { x100: Math.round((body.wageringMultiplier ?? 0) * 100), base: 'BONUS' },
        meta: { remark: body.remark, operator: by.actor },
      });
      const claimNow = body.deliver !== 'REWARD_CENTRE' && created;
      if (claimNow) await bonus.claimItem(member.id, item.id, { tx, by: `operator:${by.actor}` });
      await s.operators.audit(
        {
          merchantCode: brand.merchant.code,
          actor: by.actor,
          action: 'member.bonus',
          target: member.account,
          detail: {
            amount: body.amount,
            remark: body.remark,
            rewardItemId: item.id,
            wageringMultiplier: body.wageringMultiplier ?? 0,
            deliver: body.deliver ?? 'CREDIT',
            replayed: !created,
          },
          ip: by.ip,
        },
        tx,
      );
      return { replayed: !created };
    });
    bonus.notify(member.id);
    const main = (await s.ledger.memberAccounts(member.id)).find((a) => a.accountTypeId === MAIN_WALLET);
    return presentAdjustment(member.account, { balance: main?.balance ?? 0n, replayed: r.replayed });
  };

  return {
    deposits: async (brand: BrandConfig, status: DepositStatus) =>
      withAccount(await s.deposits.listForReview(brand, [status])),

    withdrawals: async (brand: BrandConfig, status: WithdrawStatus) =>
      withAccount(await s.withdrawals.listForReview(brand, [status])),

    /** The ops CLI's direct path (the terminal is the platform owner: no maker-checker). */
    adjust: (brand: BrandConfig, actor: string, ip: string, body: AdjustBody) =>
      adjust(brand, { actor, ip }, body, `adjust:${actor}:${body.requestId}`),

    /** The back office's path: maker-checker above the brand's threshold (bonus.grant or money.adjust). */
    requestAdjust: async (approvals: ApprovalsPort, brand: BrandConfig, maker: ApprovalActor, body: AdjustBody) => {
      const member = await memberOf(brand, body.account);
      if (body.kind === 'BONUS' && body.direction === 'DEBIT')
        throw new AppError(ErrorCode.ValidationFailed, 'A bonus is a credit.');
      const sign = body.direction === 'DEBIT' ? '−' : '+';
      return approvals.submit({
        kind: body.kind === 'BONUS' ? 'bonus.grant' : 'money.adjust',
        maker,
        amountMinor: parseMinor(body.amount)!,
        target: `member:${member.account}`,
        summary: `${body.kind === 'BONUS' ? 'Bonus' : 'Adjustment'} ${sign}${body.amount} to ${member.account}: ${body.remark}`,
        payload: { ...body },
      });
    },

    /** Marking a withdrawal paid, under maker-checker (withdrawal.pay) above the brand's threshold. */
    requestPay: async (approvals: ApprovalsPort, brand: BrandConfig, maker: ApprovalActor, orderNo: string) => {
      const o = await paymentsRepository.withdrawalByNo(db, orderNo);
      if (!o || o.merchantCode !== brand.merchant.code) throw new AppError(ErrorCode.NotFound, 'No such order.');
      if (!canMove(WITHDRAW_MOVES, o.status, 'PAID')) throw new AppError(ErrorCode.OrderStateInvalid);
      return approvals.submit({
        kind: 'withdrawal.pay',
        maker,
        amountMinor: o.amount,
        target: `withdrawal:${orderNo}`,
        summary: `Pay withdrawal ${orderNo} of ${minorToText(o.amount)}`,
        payload: { orderNo },
      });
    },

    /** The executors maker-checker runs for the money kinds (at once, or on a checker's approval). */
    registerApprovals: (approvals: ApprovalsPort, brands: Pick<BrandService, 'getConfig'>) => {
      const brandOf = async (merchantCode: string) => {
        const brand = await brands.getConfig(merchantCode);
        if (!brand) throw new AppError(ErrorCode.MerchantNotFound);
        return brand;
      };
      const runAdjust: Parameters<ApprovalsPort['register']>[1] = async (payload, { maker, checker, approvalId }) => {
        const body = payload as AdjustBody;
        const by = checker ?? maker;
        const key = approvalId ? `approval:${approvalId}` : `adjust:${maker.actor}:${body.requestId}`;
        return adjustmentResultSchema.parse(await adjust(await brandOf(maker.merchantCode), by, body, key));
      };
      approvals.register('money.adjust', runAdjust);
      approvals.register('bonus.grant', runAdjust);
      approvals.register('withdrawal.pay', async (payload, { maker, checker }) => {
        const by = checker ?? maker;
        return s.withdrawals.pay(await brandOf(maker.merchantCode), String(payload.orderNo), { actor: by.actor });
      });
    },

    ledgerAudit: async (merchantCode: string) => presentLedgerAudit(await s.ledger.audit(merchantCode)),
  };
};
