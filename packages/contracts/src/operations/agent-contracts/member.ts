import { z } from 'zod';
import { CONTRACT_ANSWERS, CONTRACT_STATUSES } from '../../agent-contract-enums.js';
import { API } from '../../api-routes.js';
import { defineOperation } from '../../operation.js';
import { rowIdSchema } from '../../schemas.js';
import { contractSchema, dividendPeriodSchema, productTypeSchema } from './shapes.js';

/*
 * The portal's contract calls (spec §7, api-observed §2.6): a member answers its own offers and
 * contracts. `status`: A accept, R reject (an offer), C cancel (give up an active contract).
 * `confirm: "Y"` is needed to accept an offer marked downlineHigherRate "Y" (docs/agents.md).
 */
const answer = z.enum(CONTRACT_ANSWERS);
const confirm = z.enum(['Y', 'N']).default('N');
const answered = z.object({ contract: contractSchema });

export const getDividendContracts = defineOperation({
  id: 'getDividendContracts',
  ...API.getDividendContracts,
  summary: "The member's dividend contracts (held), by product type and status",
  tags: ['agent-contracts'],
  auth: 'token',
  query: z.object({
    type: productTypeSchema.optional(),
    status: z.enum(CONTRACT_STATUSES).optional(),
  }),
  value: z.object({ list: z.array(contractSchema) }),
});

export const processContractDividend = defineOperation({
  id: 'processContractDividend',
  ...API.processContractDividend,
  summary: 'Accept, reject or cancel the dividend contract of a product type and computation period',
  tags: ['agent-contracts'],
  auth: 'token',
  body: z.object({
    productType: productTypeSchema,
    computationPeriod: dividendPeriodSchema,
    status: answer,
    confirm,
  }),
  value: answered,
});

export const getDailySalContracts = defineOperation({
  id: 'getDailySalContracts',
  ...API.getDailySalContracts,
  summary: "The member's daily-salary contracts (held)",
  tags: ['agent-contracts'],
  auth: 'token',
  query: z.object({ status: z.enum(CONTRACT_STATUSES).optional() }),
  value: z.object({ list: z.array(contractSchema) }),
});

export const processDailySalContract = defineOperation({
  id: 'processDailySalContract',
  ...API.processDailySalContract,
  summary: 'Accept, reject or cancel a daily-salary contract',
  tags: ['agent-contracts'],
  auth: 'token',
  body: z.object({ id: rowIdSchema, status: answer, confirm }),
  value: answered,
});

export const processContractHourSalary = defineOperation({
  id: 'processContractHourSalary',
  ...API.processContractHourSalary,
  summary: 'Accept, reject or cancel an hourly-salary contract',
  tags: ['agent-contracts'],
  auth: 'token',
  body: z.object({ contractId: rowIdSchema, status: answer, productType: productTypeSchema.optional(), confirm }),
  value: answered,
});

export const processRealTimeSalaryContract = defineOperation({
  id: 'processRealTimeSalaryContract',
  ...API.processRealTimeSalaryContract,
  summary: 'Accept, reject or cancel a real-time salary contract',
  tags: ['agent-contracts'],
  auth: 'token',
  body: z.object({ contractId: rowIdSchema, status: answer, confirm }),
  value: answered,
});

const byProduct = z.record(z.string(), z.array(contractSchema));

/**
 * The member's contracts as the consolidated maps of api-observed: `…req…` maps hold offers waiting
 * for an answer (status P), `…info…` maps the active contracts (E). Keyed by product type, the
 * dividend period maps by computation period. `contractmrdailysalinfotype` (manual daily salary)
 * stays empty: Pagoda has no manual kind.
 */
export const getFundsConsolidated = defineOperation({
  id: 'getFundsConsolidated',
  ...API.getFundsConsolidated,
  summary: "The member's contract offers and active contracts, by kind and product type",
  tags: ['agent-contracts'],
  auth: 'token',
  value: z.object({
    dailysalreqtype: byProduct,
    divtypereq: byProduct,
    divtypecompperiodreq: byProduct,
    contracthoursalreq: byProduct,
    realtimesalreqtype: byProduct,
    contractmrdailysalinfotype: byProduct,
    contracthoursalinfo: byProduct,
    dailysalinfotype: byProduct,
    divtypeinfo: byProduct,
    divtypecompperiodinfo: byProduct,
    realtimesalinfotype: byProduct,
  }),
});
