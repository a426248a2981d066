import { z } from 'zod';
import { moneySchema, moneyValue } from '../../money.js';
import { rowIdSchema } from '../../schemas.js';
import { freeText } from '../../text.js';
import { defineOperatorOperation, gridPage, gridQuery, OPERATOR_BASE } from './common.js';
import { APPROVAL_KINDS } from './permissions.js';

export const APPROVAL_STATUSES = ['PENDING', 'EXECUTING', 'APPROVED', 'REJECTED', 'FAILED'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const approvalSchema = z.object({
  id: z.number().int(),
  kind: z.enum(APPROVAL_KINDS),
  status: z.enum(APPROVAL_STATUSES),
  maker: z.string(),
  makerId: z.number().int(),
  checker: z.string().nullable(),
  amount: moneyValue.nullable(),
  target: z.string(),
  summary: z.string(),
  payload: z.record(z.string(), z.unknown()),
  result: z.unknown().optional(),
  errorCode: z.string().nullable(),
  remark: z.string(),
  createdAt: z.number().int(),
  decidedAt: z.number().int().nullable(),
  /** For the signed-in operator: may they decide it (not the maker, and holding the permissions)? */
  canDecide: z.boolean(),
});

export const operatorListApprovals = defineOperatorOperation({
  id: 'operatorListApprovals',
  method: 'GET',
  path: `${OPERATOR_BASE}/approvals`,
  summary: 'Maker-checker requests (grid): status, kind, maker, dates',
  permission: 'approvals.read',
  query: gridQuery(['createdAt', 'decidedAt', 'amount']).extend({
    status: z.enum(APPROVAL_STATUSES).optional(),
    kind: z.enum(APPROVAL_KINDS).optional(),
    maker: freeText().trim().max(64).optional(),
    from: z.coerce.number().int().min(0).optional(),
    to: z.coerce.number().int().min(0).optional(),
  }),
  value: gridPage(approvalSchema),
});

export const operatorGetApproval = defineOperatorOperation({
  id: 'operatorGetApproval',
  method: 'GET',
  path: `${OPERATOR_BASE}/approvals/one`,
  summary: 'One maker-checker request',
  permission: 'approvals.read',
  query: z.object({ id: rowIdSchema }),
  value: approvalSchema,
});

export const operatorDecideApproval = defineOperatorOperation({
  id: 'operatorDecideApproval',
  method: 'POST',
  path: `${OPERATOR_BASE}/approvals/decide`,
  summary: "Approve (it runs now) or reject another operator's request; never one's own",
  permission: 'approvals.decide',
  body: z.object({
    id: rowIdSchema,
    decision: z.enum(['APPROVE', 'REJECT']),
    remark: freeText().trim().max(200).default(''),
  }),
  value: approvalSchema,
});

export const approvalThresholdSchema = z.object({
  kind: z.enum(APPROVAL_KINDS),
  /** Amounts above this need a second operator; null: every request does. */
  amount: moneyValue.nullable(),
});

export const operatorGetThresholds = defineOperatorOperation({
  id: 'operatorGetThresholds',
  method: 'GET',
  path: `${OPERATOR_BASE}/approvals/thresholds`,
  summary: 'Maker-checker thresholds of the brand, per kind',
  permission: 'approvals.read',
  value: z.array(approvalThresholdSchema),
});

export const operatorSetThreshold = defineOperatorOperation({
  id: 'operatorSetThreshold',
  method: 'POST',
  path: `${OPERATOR_BASE}/approvals/thresholds`,
  summary: 'Set the threshold of one kind (channel and vendor-secret changes always need approval)',
  permission: 'operators.write',
  body: z.object({
    kind: z.enum(['money.adjust', 'bonus.grant', 'withdrawal.pay', 'bonus.waive', 'agent.dividend']),
    /** null: every request needs approval. */
    amount: z.union([z.literal(0), moneySchema]).nullable(),
  }),
  value: z.array(approvalThresholdSchema),
});
