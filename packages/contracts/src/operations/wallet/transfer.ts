import { z } from 'zod';
import { API } from '../../api-routes.js';
import { moneySchema, moneyValue, requestIdSchema } from '../../money.js';
import { defineOperation } from '../../operation.js';
import { freeText, text } from '../../text.js';

const accountTypeId = z.coerce.number().int().min(1).max(1_000_000);

export const walletTransferBodySchema = z.object({
  fromAccountTypeId: accountTypeId,
  toAccountTypeId: accountTypeId,
  amount: moneySchema,
  /** Retrying with the same requestId applies the transfer once. */
  requestId: requestIdSchema.optional(),
});

export const walletTransfer = defineOperation({
  id: 'walletTransfer',
  ...API.walletTransfer,
  summary: 'Move money between the main wallet (2) and a game wallet',
  tags: ['wallet'],
  auth: 'token',
  body: walletTransferBodySchema,
  /** PENDING: a transfer-mode vendor did not answer yet; it settles by itself (successAmount 0 until then). */
  value: z.object({ successAmount: moneyValue, status: z.enum(['SUCCESS', 'PENDING']).optional() }),
});

export const walletReturn = defineOperation({
  id: 'walletReturn',
  ...API.walletReturn,
  summary: 'Bring every game wallet back to the main wallet (all out)',
  tags: ['wallet'],
  auth: 'token',
  body: z.object({ requestId: requestIdSchema.optional() }).default({}),
  value: z.object({ successAmount: moneyValue }),
});

export const transferTargetsSchema = z.object({
  upline: z.object({ account: z.string() }).nullable(),
  canTransferToUpline: z.boolean(),
  downlines: z.array(z.object({ account: z.string(), nickname: z.string() })),
});

export const getTransferTargets = defineOperation({
  id: 'getTransferTargets',
  ...API.getTransferTargets,
  summary: 'Who the member may transfer to: the upline, and (agents) their direct downlines',
  tags: ['wallet'],
  auth: 'token',
  value: transferTargetsSchema,
});

const passwordSchema = text().min(1).max(64);
const remarkSchema = freeText().trim().max(140).default('');

export const transferToUplineBodySchema = z.object({
  amount: moneySchema,
  password: passwordSchema,
  remark: remarkSchema,
  requestId: requestIdSchema.optional(),
});

export const transferToUpline = defineOperation({
  id: 'transferToUpline',
  ...API.transferToUpline,
  summary: 'Transfer from the main wallet to the upline (payment password; encrypted)',
  tags: ['wallet'],
  auth: 'token',
  body: transferToUplineBodySchema,
  value: z.object({ successAmount: moneyValue }),
});

export const agentDownlineTransferBodySchema = z.object({
  downline: text().trim().min(1).max(64),
  transferAmount: moneySchema,
  password: passwordSchema,
  remark: remarkSchema,
  requestId: requestIdSchema.optional(),
});

export const agentDownlineTransfer = defineOperation({
  id: 'agentDownlineTransfer',
  ...API.agentDownlineTransfer,
  summary: 'Agent: transfer to a direct downline (payment password; encrypted)',
  tags: ['wallet'],
  auth: 'token',
  body: agentDownlineTransferBodySchema,
  value: z.object({ successAmount: moneyValue }),
});
