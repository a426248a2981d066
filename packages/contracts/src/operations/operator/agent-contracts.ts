import { z } from 'zod';
import {
  CONTRACT_KINDS,
  CONTRACT_STATUSES,
  SETTLEMENT_PERIOD_CODES,
  SETTLEMENT_RUN_STATUSES,
  SETTLEMENT_SCHEDULES,
} from '../../agent-contract-enums.js';
import { AGENT_TYPES } from '../../enums.js';
import { moneyValue } from '../../money.js';
import { epochMsSchema, rowIdSchema } from '../../schemas.js';
import { text } from '../../text.js';
import {
  contractKindSchema,
  contractRate,
  contractSchema,
  contractTermsInput,
  contractTierSchema,
  dividendPeriodSchema,
  productTypeSchema,
  settlementSchema,
} from '../agent-contracts/shapes.js';
import { defineOperatorOperation, gridPage, gridQuery, OPERATOR_BASE } from './common.js';

/** Agents' contracts in the back office (menu group agents). */
const base = `${OPERATOR_BASE}/agent-contracts`;

export const agentContractTemplateSchema = z.object({
  agentType: z.number().int(),
  kind: z.enum(CONTRACT_KINDS),
  computationPeriod: z.enum(SETTLEMENT_PERIOD_CODES),
  /** The highest rate (percent) a contract held by this agent type may carry. */
  maxRate: z.number(),
  details: z.array(contractTierSchema),
  profitRate: z.number().nullable(),
  lossRate: z.number().nullable(),
  minimumBet: moneyValue,
});

export const operatorGetContractTemplates = defineOperatorOperation({
  id: 'operatorGetContractTemplates',
  method: 'GET',
  path: `${base}/templates`,
  summary: 'Contract templates and rate limits per agent type and kind',
  permission: 'agents.contracts.read',
  value: z.object({ list: z.array(agentContractTemplateSchema) }),
});

export const operatorSaveContractTemplate = defineOperatorOperation({
  id: 'operatorSaveContractTemplate',
  method: 'PUT',
  path: `${base}/templates`,
  summary: 'Set the template and the rate limit of an agent type and kind (audited)',
  permission: 'agents.contracts.write',
  body: contractTermsInput.extend({
    agentType: z.literal(AGENT_TYPES),
    kind: contractKindSchema,
    computationPeriod: dividendPeriodSchema.optional(),
    maxRate: contractRate,
  }),
  value: z.object({ template: agentContractTemplateSchema }),
});

export const operatorAgentContracts = defineOperatorOperation({
  id: 'operatorAgentContracts',
  method: 'GET',
  path: base,
  summary: 'Every agent contract of the brand (grid)',
  permission: 'agents.contracts.read',
  query: gridQuery(['id', 'offeredAt'] as const).extend({
    kind: contractKindSchema.optional(),
    status: z.enum(CONTRACT_STATUSES).optional(),
  }),
  value: gridPage(contractSchema),
});

export const operatorOfferAgentContract = defineOperatorOperation({
  id: 'operatorOfferAgentContract',
  method: 'POST',
  path: `${base}/offer`,
  summary: 'The operator (the upline of the top level) offers a contract to a top-level agent (audited)',
  permission: 'agents.contracts.write',
  body: contractTermsInput.extend({
    account: text().trim().min(1).max(64),
    kind: contractKindSchema,
    productType: productTypeSchema,
    computationPeriod: dividendPeriodSchema.optional(),
  }),
  value: z.object({ contract: contractSchema }),
});

export const settlementRunSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CONTRACT_KINDS),
  computationPeriod: z.enum(SETTLEMENT_PERIOD_CODES),
  periodKey: z.string(),
  trigger: z.string(),
  status: z.enum(SETTLEMENT_RUN_STATUSES),
  startedAt: z.number(),
  finishedAt: z.number().nullable(),
  bills: z.number().int(),
  total: moneyValue,
  error: z.string().nullable(),
  by: z.string(),
});

export const operatorSettlementRuns = defineOperatorOperation({
  id: 'operatorSettlementRuns',
  method: 'GET',
  path: `${base}/runs`,
  summary: 'Settlement runs with their status (grid)',
  permission: 'agents.contracts.read',
  query: gridQuery(['id'] as const).extend({ status: z.enum(SETTLEMENT_RUN_STATUSES).optional() }),
  value: gridPage(settlementRunSchema),
});

export const operatorRunSettlement = defineOperatorOperation({
  id: 'operatorRunSettlement',
  method: 'POST',
  path: `${base}/runs`,
  summary:
    'Run a schedule now: every contract of its kind is billed up to now (the period in progress), once per period',
  permission: 'agents.settlement.run',
  body: z.object({ schedule: z.enum(SETTLEMENT_SCHEDULES) }),
  value: z.object({ runs: z.array(settlementRunSchema) }),
});

export const operatorReplaySettlementRun = defineOperatorOperation({
  id: 'operatorReplaySettlementRun',
  method: 'POST',
  path: `${base}/runs/replay`,
  summary: 'Replay a failed run: bills already written are kept, the rest are written once',
  permission: 'agents.settlement.run',
  body: z.object({ runId: rowIdSchema }),
  value: z.object({ run: settlementRunSchema }),
});

export const operatorAgentSettlements = defineOperatorOperation({
  id: 'operatorAgentSettlements',
  method: 'GET',
  path: `${base}/settlements`,
  summary: 'Commission report: every bill with its figures, by kind, run and time range (grid)',
  permission: 'agents.contracts.read',
  query: gridQuery(['id'] as const).extend({
    kind: contractKindSchema.optional(),
    runId: rowIdSchema.optional(),
    from: epochMsSchema.optional(),
    to: epochMsSchema.optional(),
  }),
  value: gridPage(settlementSchema).extend({
    sum: z.object({ amount: moneyValue, paid: moneyValue, receivable: moneyValue }),
  }),
});
