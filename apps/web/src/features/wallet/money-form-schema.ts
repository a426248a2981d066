import {
  agentDownlineTransferBodySchema,
  bodySchema,
  MAIN_WALLET,
  parseMinor,
  processC2CTransaction,
  transferToUplineBodySchema,
  walletTransfer,
  withdraw,
} from '@pagoda/contracts';
import { z } from 'zod';
import { PAYMENT_PASSWORD_LENGTH } from '../../components/payment-password-field';
import { type AmountCheck, checkAmount } from './amount-check';

/**
 * Form schemas of the wallet's money actions: each field is checked by the operation's own body
 * rule, merged with the runtime rules (the channel's limits, the balance that can be spent, the
 * 6-digit payment password). Messages are translation keys; outputs are what the operation takes.
 */

/** What an amount may be at run time: the limits and the balance that can be spent. */
export type SpendLimits = { min?: number; max?: number; balance: number };

/** The amount by the operation's rule, within the limits and not above the balance. */
export const spendableAmount = (
  text: string,
  { min, max, balance }: SpendLimits,
  rule: z.ZodType<string, string | number>,
): AmountCheck => {
  const check = checkAmount(text, { min, max }, rule);
  if (!check.ok) return check;
  const over = (parseMinor(check.amount) ?? 0n) > BigInt(Math.round(balance * 100));
  return over ? { ok: false, key: 'wallet.amount_over_balance' } : check;
};

const PAYMENT_PASSWORD = new RegExp(`^\\d{${PAYMENT_PASSWORD_LENGTH}}$`);
/** The operation's password rule narrowed to the payment password's 6 digits. */
const paymentPassword = (rule: z.ZodType<string, string>) => rule.refine((v) => PAYMENT_PASSWORD.test(v));

type Issue = { path: string; key: string } | null;
const report = (ctx: z.RefinementCtx, issues: Issue[]) => {
  for (const issue of issues) if (issue) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.key });
  return issues.some(Boolean);
};

const withdrawBody = bodySchema(withdraw).shape;
export type WithdrawFields = { payoutAccountId: string; amount: string; password: string };
export type WithdrawContext = SpendLimits & { accountIds: number[] };

/** The chosen payout account (the first when the chosen one is gone), or 0 when there is none. */
export const chosenAccount = (raw: string, accountIds: number[]) =>
  accountIds.includes(Number(raw)) ? Number(raw) : (accountIds[0] ?? 0);

/** The withdraw request: a bound payout account, an amount within limits and balance, the PIN. */
export const withdrawFormSchema = (context: WithdrawContext) =>
  z.object({ payoutAccountId: z.string(), amount: z.string(), password: z.string() }).transform((values, ctx) => {
    const payoutAccountId = chosenAccount(values.payoutAccountId, context.accountIds);
    const amount = spendableAmount(values.amount, context, withdrawBody.amount);
    const failed = report(ctx, [
      withdrawBody.payoutAccountId.safeParse(payoutAccountId).success
        ? null
        : { path: 'payoutAccountId', key: 'wallet.account_required' },
      amount.ok ? null : { path: 'amount', key: amount.key },
      paymentPassword(withdrawBody.password).safeParse(values.password).success
        ? null
        : { path: 'password', key: 'wallet.payment_password_rule' },
    ]);
    if (failed || !amount.ok) return z.NEVER;
    return { payoutAccountId, amount: amount.amount, password: values.password };
  });

const walletTransferBody = bodySchema(walletTransfer).shape;
export type WalletTransferFields = { from: string; to: string; amount: string };
export type WalletTransferOutput = { fromAccountTypeId: number; toAccountTypeId: number; amount: string };
/** The available balance of each wallet, by accountTypeId: the source must hold the amount. */
export type WalletTransferContext = { balances: ReadonlyMap<number, number> };

/**
 * A move between the main wallet and a game wallet: both wallets by the operation's rule, one side
 * the main wallet (the server refuses game-to-game moves), the amount by the operation's rule and
 * not above the source wallet's balance.
 */
export const walletTransferFormSchema = ({ balances }: WalletTransferContext) =>
  z.object({ from: z.string(), to: z.string(), amount: z.string() }).transform((values, ctx) => {
    const from = walletTransferBody.fromAccountTypeId.safeParse(values.from);
    const to = walletTransferBody.toAccountTypeId.safeParse(values.to);
    const toIssue: Issue =
      !from.success || !to.success
        ? { path: 'to', key: 'error.validation_failed' }
        : from.data === to.data
          ? { path: 'to', key: 'wallet.same_wallet' }
          : from.data !== MAIN_WALLET && to.data !== MAIN_WALLET
            ? { path: 'to', key: 'wallet.main_side_required' }
            : null;
    const balance = from.success ? (balances.get(from.data) ?? 0) : 0;
    const amount = spendableAmount(values.amount, { balance }, walletTransferBody.amount);
    const failed = report(ctx, [toIssue, amount.ok ? null : { path: 'amount', key: amount.key }]);
    if (failed || !amount.ok || !from.success || !to.success) return z.NEVER;
    return { fromAccountTypeId: from.data, toAccountTypeId: to.data, amount: amount.amount };
  });

/** The amount text for "all in": the whole balance of a wallet, as 2-decimal text ('' when empty). */
export const wholeBalanceText = (balance: number): string => {
  const minor = Math.round(balance * 100);
  return minor > 0 ? (minor / 100).toFixed(2) : '';
};

const upline = transferToUplineBodySchema.shape;
const downline = agentDownlineTransferBodySchema.shape;
export type PeerTransferFields = { to: string; amount: string; password: string; remark: string };
/** The balance that can be spent, and whether a direct downline is chosen (the upline is fixed). */
export type PeerTransferContext = { balance: number; downline: boolean };

/** An upline or downline transfer: the recipient, an amount within the balance, the PIN, a remark. */
export const peerTransferFormSchema = ({ balance, downline: toDownline }: PeerTransferContext) =>
  z
    .object({ to: z.string(), amount: z.string(), password: z.string(), remark: z.string() })
    .transform((values, ctx) => {
      const amount = spendableAmount(values.amount, { balance }, upline.amount);
      const remark = upline.remark.safeParse(values.remark);
      const failed = report(ctx, [
        !toDownline || downline.downline.safeParse(values.to).success
          ? null
          : { path: 'to', key: 'wallet.downline_required' },
        amount.ok ? null : { path: 'amount', key: amount.key },
        paymentPassword(upline.password).safeParse(values.password).success
          ? null
          : { path: 'password', key: 'wallet.payment_password_rule' },
        remark.success ? null : { path: 'remark', key: 'error.validation_failed' },
      ]);
      if (failed || !amount.ok || !remark.success) return z.NEVER;
      return { to: values.to.trim(), amount: amount.amount, password: values.password, remark: remark.data };
    });

const c2cBody = bodySchema(processC2CTransaction);
const c2cAmount = c2cBody.shape.receivedAmount.unwrap();
export type C2CFields = { receivedAmount: string; remark: string; proofOfNotReceive: string[] };
/** The paid withdrawal being answered: N (not received) or P (partly received). */
export type C2CContext = { payDetailId: string; mode: 'N' | 'P'; paid: number };
const C2C_KEYS: Record<string, string> = {
  proofOfNotReceive: 'wallet.proof_required',
  receivedAmount: 'wallet.amount_required',
  remark: 'error.validation_failed',
};

/**
 * The answer to a paid withdrawal, by the operation's body rules (proof images for N, a received
 * amount for P, the remark's length), with a received amount below the paid one.
 */
export const c2cFormSchema = ({ payDetailId, mode, paid }: C2CContext) =>
  z
    .object({ receivedAmount: z.string(), remark: z.string(), proofOfNotReceive: z.array(z.string()) })
    .transform((values, ctx) => {
      const received = mode === 'P' ? checkAmount(values.receivedAmount, { max: paid }, c2cAmount) : null;
      const body = c2cBody.safeParse({
        payDetailId,
        isMoneyReceived: mode,
        proofOfNotReceive: mode === 'N' ? values.proofOfNotReceive : [],
        receivedAmount: received?.ok ? received.amount : undefined,
        remark: values.remark,
      });
      const amountIssue: Issue =
        received && !received.ok
          ? { path: 'receivedAmount', key: received.key }
          : received?.ok && (parseMinor(received.amount) ?? 0n) >= BigInt(Math.round(paid * 100))
            ? { path: 'receivedAmount', key: 'wallet.partial_less' }
            : null;
      const bodyIssues: Issue[] = body.success
        ? []
        : body.error.issues
            .map((issue) => String(issue.path[0] ?? ''))
            .filter((path) => !(amountIssue && path === 'receivedAmount'))
            .map((path) =>
              path in C2C_KEYS ? { path, key: C2C_KEYS[path]! } : { path: 'root', key: 'error.validation_failed' },
            );
      if (report(ctx, [amountIssue, ...bodyIssues]) || !body.success) return z.NEVER;
      return body.data;
    });
