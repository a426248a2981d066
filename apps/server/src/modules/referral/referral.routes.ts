import {
  getReferralSummary,
  operatorGetReferralRule,
  operatorReferrals,
  operatorSaveReferralRule,
} from '@pagoda/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerOperation, sessionOf } from '../../lib/route.js';
import type { ModuleOptions } from '../../services.js';
import { actorOf, registerOperatorOperation } from '../operators/operator-route.js';

const brandOf = (req: FastifyRequest) => req.ctx.brand.merchant.code;

/** Referrals: the member centre's invite-friends page; the back office's rule and referrals grid. */
export const referralPlugin = async (app: FastifyInstance, { services: s }: ModuleOptions) => {
  const { referral } = s;
  registerOperation(app, getReferralSummary, ({ req }) => referral.summary(req.ctx.brand, sessionOf(req).member));

  const register = registerOperatorOperation;
  register(app, s.operators, operatorGetReferralRule, ({ req }) => referral.rule(brandOf(req)));
  register(app, s.operators, operatorSaveReferralRule, ({ req, body }) =>
    referral.saveRule(brandOf(req), body, actorOf(req)),
  );
  register(app, s.operators, operatorReferrals, ({ req, query }) => referral.referrals(brandOf(req), query));
};
