import {
  operatorLotteryBetTypes,
  operatorLotteryCloseDraw,
  operatorLotteryConfirmResult,
  operatorLotteryCorrectResult,
  operatorLotteryDraw,
  operatorLotteryDraws,
  operatorLotteryEnterResult,
  operatorLotteryLiability,
  operatorLotteryReport,
  operatorLotterySaveBetType,
  operatorLotteryVendors,
  operatorLotteryVoidDraw,
} from '@pagoda/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ModuleOptions } from '../../services.js';
import { actorOf, operatorOf, registerOperatorOperation } from '../operators/operator-route.js';
import type { LotteryActor } from './lottery-admin.service.js';

const merchantOf = (req: FastifyRequest) => req.ctx.brand.merchant.code;
const byOf = (req: FastifyRequest): LotteryActor => {
  const { actor, ip } = actorOf(req);
  return { actor, ip, username: operatorOf(req).username };
};

/** The back office's Lottery pages: draws, closing sales early, results under maker-checker, void, odds and limits, liability, report. */
export const lotteryAdminPlugin = async (app: FastifyInstance, { services: s }: ModuleOptions) => {
  const lottery = s.lotteryAdmin;
  const register = registerOperatorOperation;
  register(app, s.operators, operatorLotteryVendors, ({ req }) => lottery.vendors(merchantOf(req)));
  register(app, s.operators, operatorLotteryDraws, ({ req, query }) => lottery.draws(merchantOf(req), query));
  register(app, s.operators, operatorLotteryDraw, ({ req, query }) => lottery.draw(merchantOf(req), query));
  register(app, s.operators, operatorLotteryEnterResult, ({ req, body }) =>
    lottery.enterResult(merchantOf(req), byOf(req), body),
  );
  register(app, s.operators, operatorLotteryConfirmResult, ({ req, body }) =>
    lottery.confirm(merchantOf(req), byOf(req), body),
  );
  register(app, s.operators, operatorLotteryCorrectResult, ({ req, body }) =>
    lottery.correct(merchantOf(req), byOf(req), body),
  );
  register(app, s.operators, operatorLotteryCloseDraw, ({ req, body }) =>
    lottery.closeDraw(merchantOf(req), byOf(req), body),
  );
  register(app, s.operators, operatorLotteryVoidDraw, ({ req, body }) =>
    lottery.voidDraw(merchantOf(req), byOf(req), body),
  );
  register(app, s.operators, operatorLotteryBetTypes, ({ req, query }) => lottery.betTypes(merchantOf(req), query));
  register(app, s.operators, operatorLotterySaveBetType, ({ req, body }) =>
    lottery.saveBetType(merchantOf(req), byOf(req), body),
  );
  register(app, s.operators, operatorLotteryLiability, ({ req, query }) => lottery.liability(merchantOf(req), query));
  register(app, s.operators, operatorLotteryReport, ({ req, query }) => lottery.report(merchantOf(req), query));
};
