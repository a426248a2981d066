import {
  operatorCreateRaffle,
  operatorDrawRaffle,
  operatorListLeaderboards,
  operatorListMissions,
  operatorListRaffles,
  operatorListRainSchedules,
  operatorSaveLeaderboard,
  operatorSaveMission,
  operatorSaveRainSchedule,
  operatorStartRainNow,
} from '@pagoda/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ModuleOptions } from '../../services.js';
import { actorOf, registerOperatorOperation } from '../operators/operator-route.js';

const merchantOf = (req: FastifyRequest) => req.ctx.brand.merchant.code;

/** The back office's engagement pages: missions, leaderboards, red-envelope schedules, raffles. */
export const engagementAdminPlugin = async (app: FastifyInstance, { services: s }: ModuleOptions) => {
  const { admin } = s.engagement;
  registerOperatorOperation(app, s.operators, operatorListMissions, ({ req }) => admin.missions(merchantOf(req)));
  registerOperatorOperation(app, s.operators, operatorSaveMission, ({ req, body }) =>
    admin.saveMission(merchantOf(req), actorOf(req), body),
  );
  registerOperatorOperation(app, s.operators, operatorListLeaderboards, ({ req }) => admin.boards(merchantOf(req)));
  registerOperatorOperation(app, s.operators, operatorSaveLeaderboard, ({ req, body }) =>
    admin.saveBoard(merchantOf(req), actorOf(req), body),
  );
  registerOperatorOperation(app, s.operators, operatorListRainSchedules, ({ req }) => admin.schedules(merchantOf(req)));
  registerOperatorOperation(app, s.operators, operatorSaveRainSchedule, ({ req, body }) =>
    admin.saveSchedule(merchantOf(req), actorOf(req), body),
  );
  registerOperatorOperation(app, s.operators, operatorStartRainNow, ({ req, body }) =>
    admin.startNow(merchantOf(req), actorOf(req), body.scheduleId),
  );
  registerOperatorOperation(app, s.operators, operatorListRaffles, ({ req }) => admin.raffles(merchantOf(req)));
  registerOperatorOperation(app, s.operators, operatorCreateRaffle, ({ req, body }) =>
    admin.createRaffle(merchantOf(req), actorOf(req), body),
  );
  registerOperatorOperation(app, s.operators, operatorDrawRaffle, ({ req, body }) =>
    admin.drawNow(merchantOf(req), actorOf(req), body.raffleId),
  );
};
