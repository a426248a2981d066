import { z } from 'zod';
import { moneyValue } from '../../money.js';
import { epochMsSchema } from '../../schemas.js';
import { text } from '../../text.js';
import { defineOperatorOperation, OPERATOR_BASE } from './common.js';

/** Agents in the back office (menu group Agents): the agent tree browser. */
const agentsBase = `${OPERATOR_BASE}/agents`;

export const operatorAgentNodeSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  status: z.string(),
  upline: z.string().nullable(),
  balance: moneyValue,
  directCount: z.number().int(),
  /** The whole subtree below the node. */
  teamSize: z.number().int(),
  /** The subtree's figures over the range (the node itself excluded). */
  teamDeposits: moneyValue,
  teamValidBets: moneyValue,
  /** payout − bets of the subtree (the members' side). */
  teamProfitLoss: moneyValue,
});
export type OperatorAgentNode = z.infer<typeof operatorAgentNodeSchema>;

export const operatorAgentTree = defineOperatorOperation({
  id: 'operatorAgentTree',
  method: 'GET',
  path: `${agentsBase}/tree`,
  summary:
    'Agent tree: agents by account (top-level agents when empty), or the direct downlines of one node, with team figures',
  permission: 'agents.read',
  query: z
    .object({
      /** Part of an agent's account name. */
      q: text().trim().max(64).optional(),
      /** Expand this member: its direct downlines. */
      parent: text().trim().max(64).optional(),
      startTime: epochMsSchema.optional(),
      endTime: epochMsSchema.optional(),
    })
    .refine((v) => v.startTime === undefined || v.endTime === undefined || v.endTime >= v.startTime, {
      message: 'endTime: before startTime',
      path: ['endTime'],
    }),
  value: z.object({ list: z.array(operatorAgentNodeSchema), path: z.array(z.string()) }),
});
