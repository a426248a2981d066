import {
  answerAgentContractRequest,
  cancelAgentContractOffer,
  getAgentContracts,
  getAgentIncome,
  getAgentSettlements,
  getDailySalContracts,
  getDividendContracts,
  getFundsConsolidated,
  offerAgentContract,
  operatorAgentContracts,
  operatorAgentSettlements,
  operatorGetContractTemplates,
  operatorOfferAgentContract,
  operatorReplaySettlementRun,
  operatorRunSettlement,
  operatorSaveContractTemplate,
  operatorSettlementRuns,
  processContractDividend,
  processContractHourSalary,
  processDailySalContract,
  processRealTimeSalaryContract,
  requestAgentContractChange,
} from '@pagoda/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerOperation, sessionOf } from '../../lib/route.js';
import type { ModuleOptions } from '../../services.js';
import { actorOf, registerOperatorOperation } from '../operators/operator-route.js';

const brandOf = (req: FastifyRequest) => req.ctx.brand.merchant.code;
/** The signed-in member as the contract services take it. */
const callerOf = (req: FastifyRequest) => {
  const m = sessionOf(req).member;
  return { id: m.id, type: m.type, merchantCode: m.merchantCode };
};
/** Every contract call is refused to trial accounts (in_need_true_account). */
const real = { realAccountOnly: true };

/**
 * Agent contracts: the portal's answers (spec §7), the consolidated maps, the agent centre's
 * contract pages, and the back office's templates, offers, runs and commission report.
 */
export const agentContractsPlugin = async (app: FastifyInstance, { services: s }: ModuleOptions) => {
  const { agentContracts: contracts, agentSettlement: settlement } = s;

  registerOperation(
    app,
    getDividendContracts,
    async ({ req, query }) => ({
      list: await contracts.held(callerOf(req), 'DIVIDEND', { productType: query.type, status: query.status }),
    }),
    real,
  );
  registerOperation(
    app,
    processContractDividend,
    async ({ req, body }) => ({
      contract: await contracts.answerDividend(callerOf(req), body),
    }),
    real,
  );
  registerOperation(
    app,
    getDailySalContracts,
    async ({ req, query }) => ({
      list: await contracts.held(callerOf(req), 'DAILY_SALARY', { status: query.status }),
    }),
    real,
  );
  registerOperation(
    app,
    processDailySalContract,
    async ({ req, body }) => ({
      contract: await contracts.answerById(callerOf(req), 'DAILY_SALARY', body.id, body.status, body.confirm),
    }),
    real,
  );
  registerOperation(
    app,
    processContractHourSalary,
    async ({ req, body }) => ({
      contract: await contracts.answerById(callerOf(req), 'HOUR_SALARY', body.contractId, body.status, body.confirm),
    }),
    real,
  );
  registerOperation(
    app,
    processRealTimeSalaryContract,
    async ({ req, body }) => ({
      contract: await contracts.answerById(
        callerOf(req),
        'REALTIME_SALARY',
        body.contractId,
        body.status,
        body.confirm,
      ),
    }),
    real,
  );
  registerOperation(app, getFundsConsolidated, ({ req }) => contracts.consolidated(callerOf(req)), real);

  registerOperation(
    app,
    offerAgentContract,
    async ({ req, body }) => ({
      contract: await contracts.offer(callerOf(req), body),
    }),
    real,
  );
  registerOperation(app, getAgentContracts, ({ req, query }) => contracts.list(callerOf(req), query), real);
  registerOperation(
    app,
    cancelAgentContractOffer,
    async ({ req, body }) => ({
      contract: await contracts.cancelOffer(callerOf(req), body.contractId),
    }),
    real,
  );
  registerOperation(app, requestAgentContractChange, ({ req, body }) => contracts.request(callerOf(req), body), real);
  registerOperation(
    app,
    answerAgentContractRequest,
    ({ req, body }) => contracts.answerRequest(callerOf(req), body.requestId, body.status),
    real,
  );
  registerOperation(
    app,
    getAgentSettlements,
    ({ req, query }) => {
      const caller = callerOf(req);
      contracts.requireAgent(caller);
      return settlement.statements(caller, query);
    },
    real,
  );
  registerOperation(
    app,
    getAgentIncome,
    ({ req, query }) => {
      const caller = callerOf(req);
      contracts.requireAgent(caller);
      return settlement.income(caller, query);
    },
    real,
  );

  const register = registerOperatorOperation;
  register(app, s.operators, operatorGetContractTemplates, ({ req }) => contracts.templates(brandOf(req)));
  register(app, s.operators, operatorSaveContractTemplate, ({ req, body }) =>
    contracts.saveTemplate(brandOf(req), body, actorOf(req)),
  );
  register(app, s.operators, operatorAgentContracts, ({ req, query }) => contracts.operatorList(brandOf(req), query));
  register(app, s.operators, operatorOfferAgentContract, ({ req, body }) =>
    contracts.operatorOffer(brandOf(req), body, actorOf(req)),
  );
  register(app, s.operators, operatorSettlementRuns, ({ req, query }) => settlement.runs(brandOf(req), query));
  register(app, s.operators, operatorRunSettlement, ({ req, body }) =>
    settlement.runNow(brandOf(req), body.schedule, actorOf(req)),
  );
  register(app, s.operators, operatorReplaySettlementRun, ({ req, body }) =>
    settlement.replay(brandOf(req), body.runId, actorOf(req)),
  );
  register(app, s.operators, operatorAgentSettlements, ({ req, query }) => settlement.report(brandOf(req), query));
};
