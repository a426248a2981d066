import { claimReward, forfeitBonus, getRewardCentre, getRewardCount } from '@pagoda/contracts';
import type { FastifyInstance } from 'fastify';
import { registerOperation, sessionOf } from '../../lib/route.js';
import type { ModuleOptions } from '../../services.js';

/** The member's reward centre: list, unclaimed count, claim, forfeit. */
export const bonusPlugin = async (app: FastifyInstance, { services }: ModuleOptions) => {
  const { rewardCentre } = services;
  registerOperation(app, getRewardCentre, ({ req, query }) =>
    rewardCentre.centre(sessionOf(req).member, req.ctx.language, query),
  );
  registerOperation(app, getRewardCount, ({ req }) => rewardCentre.count(sessionOf(req).member));
  registerOperation(app, claimReward, ({ req, body }) =>
    rewardCentre.claim(sessionOf(req).member, req.ctx.language, body.itemId),
  );
  registerOperation(app, forfeitBonus, ({ req, body }) =>
    rewardCentre.forfeit(sessionOf(req).member, req.ctx.language, body.grantId),
  );
};
