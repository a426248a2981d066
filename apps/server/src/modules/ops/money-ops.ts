import { randomBytes } from 'node:crypto';
import { DEPOSIT_STATUSES, moneySchema, OPERATOR_ROLES, parseMinor, WITHDRAW_STATUSES } from '@pagoda/contracts';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError, ErrorCode } from '../../lib/app-error.js';
import type { BrandService } from '../brand/brand.service.js';
import type { BackofficeService } from '../operators/backoffice.service.js';
import type { OperatorsService } from '../operators/operators.service.js';
import type { DepositsService } from '../payments/deposits.service.js';
import type { WithdrawalsService } from '../payments/withdrawals.service.js';
import { walletRepository } from '../wallet/wallet.repository.js';

const merchant = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/);
const orderNo = z.string().regex(/^[DW][0-9A-Z]{10,30}$/, 'an order number such as D1A2B3…');
const remark = z.string().trim().max(200).default('');

/** Money commands of `npm run ops` (deposits, withdrawals, credits, the ledger audit, operators). */
export const moneyOpsCommands = [
  z.object({ command: z.literal('deposit-list'), merchant, status: z.enum(DEPOSIT_STATUSES).default('PENDING') }),
  z.object({ command: z.literal('deposit-approve'), merchant, orderNo }),
  z.object({ command: z.literal('deposit-reject'), merchant, orderNo, remark: z.string().trim().min(1).max(200) }),
  z.object({ command: z.literal('withdraw-list'), merchant, status: z.enum(WITHDRAW_STATUSES).default('PENDING') }),
  z.object({ command: z.literal('withdraw-approve'), merchant, orderNo }),
  z.object({ command: z.literal('withdraw-pay'), merchant, orderNo }),
  z.object({ command: z.literal('withdraw-reject'), merchant, orderNo, remark: z.string().trim().min(1).max(200) }),
  z.object({
    command: z.literal('withdraw-resolve'),
    merchant,
    orderNo,
    refund: z
      .string()
      .regex(/^\d{1,10}(\.\d{1,2})?$/)
      .optional(),
    remark,
  }),
  z.object({
    command: z.literal('credit'),
    merchant,
    account: z.string().min(1).max(64),
    amount: moneySchema,
    kind: z.enum(['BONUS', 'ADJUSTMENT']),
    direction: z.enum(['CREDIT', 'DEBIT']),
    remark: z.string().trim().min(1).max(200),
    /** Bonus only: wagering multiplier, and whether it waits in the reward centre for the member to claim. */
    wagering: z.coerce.number().min(0).max(100).optional(),
    rewardCentre: z.boolean().optional(),
  }),
  z.object({ command: z.literal('ledger-audit'), merchant }),
  z.object({
    command: z.literal('operator-add'),
    merchant,
    username: z.string().regex(/^[a-z0-9_.-]{3,32}$/),
    role: z.enum(OPERATOR_ROLES),
  }),
  z.object({
    command: z.literal('operator-reset-totp'),
    merchant,
    username: z.string().regex(/^[a-z0-9_.-]{3,32}$/),
  }),
  z.object({ command: z.literal('wallet-single'), merchant, state: z.enum(['on', 'off']) }),
  z.object({
    command: z.literal('simulate-vendor'),
    merchant,
    account: z.string().min(1).max(64),
    rounds: z.coerce.number().int().min(1).max(100_000).default(200),
    faults: z.boolean().default(false),
  }),
] as const;

export type MoneyOpsCommand = z.infer<(typeof moneyOpsCommands)[number]>;
export type MoneyOps = {
  /** Runs the vendor simulator inside a server (it needs the app's HTTP handling). */
  simulate?: (cmd: Extract<MoneyOpsCommand, { command: 'simulate-vendor' }>) => Promise<unknown>;
  deposits: DepositsService;
  withdrawals: WithdrawalsService;
  operators: OperatorsService;
  backoffice: BackofficeService;
};

const CLI = { actor: 'ops-cli' };

export const runMoneyOps = async (db: Db, brands: BrandService, money: MoneyOps, cmd: MoneyOpsCommand) => {
  const brand = await brands.getConfig(cmd.merchant);
  if (!brand) throw new AppError(ErrorCode.MerchantNotFound, `No merchant ${cmd.merchant}`);
  switch (cmd.command) {
    case 'deposit-list':
      return (await money.backoffice.deposits(brand, cmd.status)).map((d) => ({
        orderNo: d.orderNo,
        account: d.memberAccount,
        channel: d.channelCode,
        amount: d.amount,
        status: d.status,
        reference: d.reference,
        receipts: d.receiptIds.length,
        created: new Date(d.createdAt).toISOString(),
      }));
    case 'deposit-approve':
      return money.deposits.approve(brand, cmd.orderNo, CLI);
    case 'deposit-reject':
      return money.deposits.reject(brand, cmd.orderNo, cmd.remark, CLI);
    case 'withdraw-list':
      return (await money.backoffice.withdrawals(brand, cmd.status)).map((w) => ({
        orderNo: w.orderNo,
        account: w.memberAccount,
        amount: w.amount,
        status: w.status,
        confirmation: w.confirmation,
        payout: `${w.account.channelName} ${w.account.accountNoMasked} (${w.account.holderName})`,
        created: new Date(w.createdAt).toISOString(),
      }));
    case 'withdraw-approve':
      return money.withdrawals.approve(brand, cmd.orderNo, CLI);
    case 'withdraw-pay':
      return money.withdrawals.pay(brand, cmd.orderNo, CLI);
    case 'withdraw-reject':
      return money.withdrawals.reject(brand, cmd.orderNo, cmd.remark, CLI);
    case 'withdraw-resolve':
      return money.withdrawals.resolve(brand, cmd.orderNo, cmd.refund ? parseMinor(cmd.refund) : null, cmd.remark, CLI);
    case 'credit':
      return money.backoffice.adjust(brand, CLI.actor, '127.0.0.1', {
        account: cmd.account,
        kind: cmd.kind,
        direction: cmd.direction,
        amount: cmd.amount,
        remark: cmd.remark,
        requestId: randomBytes(9).toString('base64url'),
        ...(cmd.wagering !== undefined ? { wageringMultiplier: cmd.wagering } : {}),
        ...(cmd.rewardCentre ? { deliver: 'REWARD_CENTRE' as const } : {}),
      });
    case 'ledger-audit':
      return money.backoffice.ledgerAudit(cmd.merchant);
    case 'operator-add': {
      const password = randomBytes(12).toString('base64url');
      const created = await money.operators.create(cmd.merchant, cmd.username, password, cmd.role);
      await money.operators.audit({
        merchantCode: cmd.merchant,
        actor: CLI.actor,
        action: 'operator.add',
        target: cmd.username,
      });
      return {
        username: created.username,
        role: created.role,
        password,
        note: 'Shown once; it is stored hashed. The authenticator (TOTP) is enrolled at the first sign-in.',
      };
    }
    case 'operator-reset-totp': {
      const op = await money.operators.resetTotp(cmd.merchant, cmd.username);
      await money.operators.audit({
        merchantCode: cmd.merchant,
        actor: CLI.actor,
        action: 'operator.totp.reset',
        target: cmd.username,
        detail: { sessionsEnded: op.sessionsEnded },
      });
      return { username: cmd.username, note: 'The authenticator is enrolled again at the next sign-in.' };
    }
    case 'simulate-vendor':
      if (!money.simulate) throw new AppError(ErrorCode.FunctionDisabled, 'simulate-vendor runs inside a server.');
      return money.simulate(cmd);
    case 'wallet-single': {
      const current = await walletRepository.settings(db, cmd.merchant);
      await walletRepository.upsertSettings(db, { ...current, isSingle: cmd.state === 'on' });
      await money.operators.audit({
        merchantCode: cmd.merchant,
        actor: CLI.actor,
        action: 'wallet.single',
        target: cmd.state,
      });
      return { isSingle: cmd.state === 'on' };
    }
  }
};
