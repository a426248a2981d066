import { z } from 'zod';
import { CONTRACT_REQUEST_TYPES, CONTRACT_STATUSES } from '../../agent-contract-enums.js';
import { API } from '../../api-routes.js';
import { moneyValue } from '../../money.js';
import { defineOperation } from '../../operation.js';
import { epochMsSchema, rowIdSchema } from '../../schemas.js';
import {
  contractKindSchema,
  contractRequestSchema,
  contractSchema,
  contractTermsInput,
  dividendPeriodSchema,
  pageQuery,
  productTypeSchema,
  settlementSchema,
} from './shapes.js';

/*
 * The agent centre's contract calls (Pagoda's own paths: the spec names only the portal's answers).
 * An agent offers to and acts on its direct downline only, and reads only its own subtree.
 */

/** An agent's offer; the agent centre's offer form validates with it too. */
export const offerAgentContractBodySchema = contractTermsInput.extend({
  downlineId: rowIdSchema,
  kind: contractKindSchema,
  productType: productTypeSchema,
  computationPeriod: dividendPeriodSchema.optional(),
});

export const offerAgentContract = defineOperation({
  id: 'offerAgentContract',
  ...API.offerAgentContract,
  summary: 'Offer a contract (a new one, or new terms replacing the current one on acceptance) to a direct downline',
  tags: ['agent-contracts'],
  auth: 'token',
  body: offerAgentContractBodySchema,
  value: z.object({ contract: contractSchema }),
});

export const getAgentContracts = defineOperation({
  id: 'getAgentContracts',
  ...API.getAgentContracts,
  summary: 'Contracts of a kind the agent holds (side held) or has offered to its direct downline (side offered)',
  tags: ['agent-contracts'],
  auth: 'token',
  query: z.object({
    kind: contractKindSchema,
    side: z.enum(['held', 'offered']).default('held'),
    status: z.enum(CONTRACT_STATUSES).optional(),
    ...pageQuery,
  }),
  value: z.object({ list: z.array(contractSchema), total: z.number().int() }),
});

export const cancelAgentContractOffer = defineOperation({
  id: 'cancelAgentContractOffer',
  ...API.cancelAgentContractOffer,
  summary: 'The offering agent withdraws an offer not answered yet',
  tags: ['agent-contracts'],
  auth: 'token',
  body: z.object({ contractId: rowIdSchema }),
  value: z.object({ contract: contractSchema }),
});

export const requestAgentContractChange = defineOperation({
  id: 'requestAgentContractChange',
  ...API.requestAgentContractChange,
  summary: 'Ask the other side of an active contract for new terms or for its termination',
  tags: ['agent-contracts'],
  auth: 'token',
  body: contractTermsInput.extend({ contractId: rowIdSchema, type: z.enum(CONTRACT_REQUEST_TYPES) }),
  value: z.object({ request: contractRequestSchema }),
});

export const answerAgentContractRequest = defineOperation({
  id: 'answerAgentContractRequest',
  ...API.answerAgentContractRequest,
  summary: 'Accept or reject the other side’s request, or withdraw one’s own (C)',
  tags: ['agent-contracts'],
  auth: 'token',
  body: z.object({ requestId: rowIdSchema, status: z.enum(['A', 'R', 'C']) }),
  value: z.object({ request: contractRequestSchema, contract: contractSchema }),
});

const rangeQuery = {
  from: epochMsSchema.optional(),
  to: epochMsSchema.optional(),
};

export const getAgentSettlements = defineOperation({
  id: 'getAgentSettlements',
  ...API.getAgentSettlements,
  summary: 'Settlement statements of a kind: received (contracts held) or paid (contracts offered to the downline)',
  tags: ['agent-contracts'],
  auth: 'token',
  query: z.object({
    kind: contractKindSchema,
    side: z.enum(['received', 'paid']).default('received'),
    ...rangeQuery,
    ...pageQuery,
  }),
  value: z.object({ list: z.array(settlementSchema), total: z.number().int() }),
});

export const agentIncomeRowSchema = z.object({
  /** The day (brand time zone), YYYY-MM-DD. */
  day: z.string(),
  dividend: moneyValue,
  dailySalary: moneyValue,
  hourSalary: moneyValue,
  realtimeSalary: moneyValue,
  /** What the agent paid its own downline under contracts the same day. */
  paidOut: moneyValue,
  net: moneyValue,
});

export const getAgentIncome = defineOperation({
  id: 'getAgentIncome',
  ...API.getAgentIncome,
  summary: 'My income: contract money received and paid out per day (brand time zone)',
  tags: ['agent-contracts'],
  auth: 'token',
  query: z.object({ ...rangeQuery, ...pageQuery }),
  value: z.object({
    list: z.array(agentIncomeRowSchema),
    total: z.number().int(),
    sum: agentIncomeRowSchema.omit({ day: true }),
  }),
});
