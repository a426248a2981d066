import {
  claimMissionReward,
  claimRafflePromotion,
  claimRedEnvelope,
  getMissionLeaderboard,
  getMissionSummaryDetails,
  getRaffles,
  getRedEnvelopeRain,
  verifyRaffle,
} from '@pagoda/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerOperation, sessionOf } from '../../lib/route.js';
import type { ModuleOptions } from '../../services.js';

const merchantOf = (req: FastifyRequest) => req.ctx.brand.merchant.code;
const languageOf = (req: FastifyRequest, language?: string) => language?.toUpperCase() || req.ctx.language;
const memberOf = (req: FastifyRequest) => sessionOf(req).member.id;

/** Missions, leaderboards, red-envelope rains and raffles for members (spec §7 names three of them). */
export const engagementPlugin = async (app: FastifyInstance, { services }: ModuleOptions) => {
  const { engagement } = services;
  registerOperation(app, getMissionSummaryDetails, ({ req, query }) =>
    engagement.missionSummary(merchantOf(req), memberOf(req), languageOf(req, query.language)),
  );
  registerOperation(
    app,
    claimMissionReward,
    ({ req, body }) => engagement.claimMission(merchantOf(req), memberOf(req), body.missionId),
    { realAccountOnly: true },
  );
  registerOperation(app, getMissionLeaderboard, ({ req, query }) =>
    engagement.boards(merchantOf(req), memberOf(req), languageOf(req, query.language), query.back),
  );
  registerOperation(app, getRedEnvelopeRain, ({ req, query }) =>
    engagement.rainStatus(merchantOf(req), memberOf(req), languageOf(req, query.language)),
  );
  registerOperation(
    app,
    claimRedEnvelope,
    ({ req, body }) => engagement.claimEnvelope(merchantOf(req), memberOf(req), body.rainId),
    { realAccountOnly: true },
  );
  registerOperation(app, getRaffles, ({ req, query }) =>
    engagement.raffleList(merchantOf(req), memberOf(req), languageOf(req, query.language)),
  );
  registerOperation(
    app,
    claimRafflePromotion,
    ({ req, body }) => engagement.claimRaffle(merchantOf(req), memberOf(req), body.raffleId),
    { realAccountOnly: true },
  );
  // Public: anyone may check a draw.
  registerOperation(app, verifyRaffle, ({ req, query }) => engagement.verify(merchantOf(req), query.raffleId));
};
