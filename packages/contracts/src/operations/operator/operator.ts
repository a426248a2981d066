import { z } from 'zod';
import { moneySchema, moneyValue, requestIdSchema } from '../../money.js';
import { defineOperation } from '../../operation.js';
import { freeText, text } from '../../text.js';
import { DEPOSIT_STATUSES, WITHDRAW_STATUSES } from '../../wallet-enums.js';
import { depositOrderSchema, orderNoSchema } from '../payments/deposit.js';
import { withdrawOrderSchema } from '../payments/withdraw.js';
import { approvalOutcomeSchema } from './common.js';
import { BUILTIN_OPERATOR_ROLES, type BuiltinOperatorRole } from './permissions.js';

/**
 * The operator API the back office will use (not part of the portal). Operators authenticate with
 * X-Operator-Token; roles: ADMIN (everything), FINANCE (money), SUPPORT (read only).
 */
export const OPERATOR_ROLES = BUILTIN_OPERATOR_ROLES;
export type OperatorRole = BuiltinOperatorRole;
export const OPERATOR_TOKEN_HEADER = 'x-operator-token';

const base = '/wps/operator/v1';
const tags = ['operator'];

export const operatorLogout = defineOperation({
  id: 'operatorLogout',
  method: 'DELETE',
  path: `${base}/session`,
  summary: 'End the operator session',
  tags,
  auth: 'none',
  value: z.null(),
});

const withMember = <T extends z.ZodObject>(s: T) => s.extend({ memberId: z.number().int(), memberAccount: z.string() });

export const operatorListDeposits = defineOperation({
  id: 'operatorListDeposits',
  method: 'GET',
  path: `${base}/deposits`,
  summary: 'Deposit orders by status (default: PENDING, waiting for review)',
  tags,
  auth: 'none',
  query: z.object({ status: z.enum(DEPOSIT_STATUSES).default('PENDING') }),
  value: z.array(withMember(depositOrderSchema)),
});

const orderAction = z.object({ orderNo: orderNoSchema, remark: freeText().trim().max(200).default('') });

export const operatorApproveDeposit = defineOperation({
  id: 'operatorApproveDeposit',
  method: 'POST',
  path: `${base}/deposits/approve`,
  summary: 'Approve a manual deposit: the member is credited once',
  tags,
  auth: 'none',
  body: orderAction,
  value: depositOrderSchema,
});

export const operatorRejectDeposit = defineOperation({
  id: 'operatorRejectDeposit',
  method: 'POST',
  path: `${base}/deposits/reject`,
  summary: 'Reject a manual deposit',
  tags,
  auth: 'none',
  body: orderAction.extend({ remark: freeText().trim().min(1).max(200) }),
  value: depositOrderSchema,
});

export const operatorListWithdrawals = defineOperation({
  id: 'operatorListWithdrawals',
  method: 'GET',
  path: `${base}/withdrawals`,
  summary: 'Withdrawals by status (default: PENDING)',
  tags,
  auth: 'none',
  query: z.object({ status: z.enum(WITHDRAW_STATUSES).default('PENDING') }),
  value: z.array(withMember(withdrawOrderSchema)),
});

export const operatorWithdrawalAction = (action: 'approve' | 'pay' | 'reject', summary: string) =>
  defineOperation({
    id: `operator${action[0]!.toUpperCase()}${action.slice(1)}Withdrawal`,
    method: 'POST',
    path: `${base}/withdrawals/${action}`,
    summary,
    tags,
    auth: 'none',
    body: action === 'reject' ? orderAction.extend({ remark: freeText().trim().min(1).max(200) }) : orderAction,
    value: withdrawOrderSchema,
  });

export const operatorApproveWithdrawal = operatorWithdrawalAction('approve', 'Approve a withdrawal for payment');
/** Paying is under maker-checker (withdrawal.pay): above the brand's threshold a second operator approves. */
export const operatorPayWithdrawal = {
  ...operatorWithdrawalAction(
    'pay',
    'Mark a withdrawal paid (maker-checker above the threshold); the member then confirms',
  ),
  value: approvalOutcomeSchema,
};
export const operatorRejectWithdrawal = operatorWithdrawalAction('reject', 'Reject a withdrawal; the hold returns');

export const operatorResolveWithdrawal = defineOperation({
  id: 'operatorResolveWithdrawal',
  method: 'POST',
  path: `${base}/withdrawals/resolve`,
  summary: 'Close a disputed withdrawal, refunding the given amount (default: what was not received)',
  tags,
  auth: 'none',
  body: orderAction.extend({ refund: z.union([z.literal(0), z.literal('0'), moneySchema]).optional() }),
  value: withdrawOrderSchema,
});

export const operatorAdjustBalance = defineOperation({
  id: 'operatorAdjustBalance',
  method: 'POST',
  path: `${base}/members/adjust`,
  summary:
    "Credit a bonus, or credit/debit an adjustment, on a member's main wallet (maker-checker above the threshold)",
  tags,
  auth: 'none',
  body: z.object({
    account: text().trim().min(1).max(64),
    kind: z.enum(['BONUS', 'ADJUSTMENT']),
    direction: z.enum(['CREDIT', 'DEBIT']).default('CREDIT'),
    amount: moneySchema,
    name: freeText().trim().max(64).optional(),
    remark: freeText().trim().min(1).max(200),
    requestId: requestIdSchema,
    /** BONUS only: the wagering multiplier (×0–×100) the member must turn over before withdrawing it. */
    wageringMultiplier: z.number().min(0).max(100).multipleOf(0.01).optional(),
    /** BONUS only: CREDIT claims it at once; REWARD_CENTRE leaves it for the member to claim. */
    deliver: z.enum(['CREDIT', 'REWARD_CENTRE']).optional(),
  }),
  value: approvalOutcomeSchema,
});

/** What an executed adjustment answers (the `result` of its approval outcome). */
export const adjustmentResultSchema = z.object({ account: z.string(), balance: moneyValue, replayed: z.boolean() });

export const operatorLedgerAudit = defineOperation({
  id: 'operatorLedgerAudit',
  method: 'GET',
  path: `${base}/ledger/audit`,
  summary: 'Ledger invariants: Σ entries, balance drift, negatives, unbalanced postings',
  tags,
  auth: 'none',
  value: z.object({
    entries: z.number().int(),
    sumOfEntries: z.string(),
    accountsDrifted: z.number().int(),
    negativeBalances: z.number().int(),
    unbalancedPostings: z.number().int(),
    brokenEntries: z.number().int(),
    ok: z.boolean(),
  }),
});
