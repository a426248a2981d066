import {
  operatorDecideApproval,
  operatorGetApproval,
  operatorGetThresholds,
  operatorListApprovals,
  operatorSetThreshold,
  parseMinor,
} from '@pagoda/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ModuleOptions } from '../../services.js';
import { actorOf, operatorOf, registerOperatorOperation } from '../operators/operator-route.js';

/** Maker-checker in the back office: the requests, the decision, the thresholds. */
export const approvalsPlugin = async (app: FastifyInstance, { services: s }: ModuleOptions) => {
  const who = (req: FastifyRequest) => ({
    merchantCode: req.ctx.brand.merchant.code,
    ...actorOf(req),
    permissions: operatorOf(req).permissions,
  });

  registerOperatorOperation(app, s.operators, operatorListApprovals, ({ req, query }) =>
    s.approvals.list(who(req), query),
  );
  registerOperatorOperation(app, s.operators, operatorGetApproval, ({ req, query }) =>
    s.approvals.get(who(req), query.id),
  );
  registerOperatorOperation(app, s.operators, operatorDecideApproval, ({ req, body }) =>
    s.approvals.decide(who(req), body.id, body.decision, body.remark),
  );
  registerOperatorOperation(app, s.operators, operatorGetThresholds, ({ req }) =>
    s.approvals.thresholds(req.ctx.brand.merchant.code),
  );
  registerOperatorOperation(app, s.operators, operatorSetThreshold, ({ req, body }) =>
    s.approvals.setThreshold(
      who(req),
      body.kind,
      body.amount === null ? null : body.amount === 0 ? 0n : parseMinor(body.amount)!,
    ),
  );
};
