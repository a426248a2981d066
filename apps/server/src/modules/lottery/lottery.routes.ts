import {
  getDraws,
  getDrawsOfGame,
  getLotteryMenus,
  getLotteryMenusRecent,
  getNearNumero,
  getOpenedNumeros,
  getVnLotteryMenu,
  getVnLotteryMenuRecent,
  getVnNumberFrequency,
  getVnOpenedNumeros,
  lottMemBet,
  type DrawsOfGameParams,
} from '@pagoda/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerOperation, sessionOf } from '../../lib/route.js';
import type { ModuleOptions } from '../../services.js';

/** The page language: the call's `language` when it names one, else the request's. */
const languageOf = (req: FastifyRequest, language?: string) => language?.toUpperCase() || req.ctx.language;

/** The lottery gateway (docs/api.md): bare answers from the lottery vendors, and ODSFE2_lottMemBet (enveloped). */
export const lotteryPlugin = async (app: FastifyInstance, { services }: ModuleOptions) => {
  const { lottery } = services;
  const bare = { bare: true };
  for (const op of [getVnLotteryMenu, getLotteryMenus]) {
    registerOperation(
      app,
      op,
      ({ req, query }) => lottery.menu(req.ctx.brand, languageOf(req, query.language), query.prizeMode),
      bare,
    );
  }
  for (const op of [getVnLotteryMenuRecent, getLotteryMenusRecent]) {
    registerOperation(
      app,
      op,
      ({ req, query }) =>
        lottery.recentMenu(req.ctx.brand, sessionOf(req).member, languageOf(req, query.language), query.prizeMode),
      bare,
    );
  }
  registerOperation(
    app,
    getVnOpenedNumeros,
    ({ req, query }) => lottery.openedMap(req.ctx.brand, query.prizeMode),
    bare,
  );
  registerOperation(
    app,
    getOpenedNumeros,
    ({ req, query }) => lottery.openedList(req.ctx.brand, query.prizeMode),
    bare,
  );
  registerOperation(app, getNearNumero, ({ req, query }) => lottery.near(req.ctx.brand, query.gameId), bare);
  registerOperation(app, getDraws, ({ req, query }) => lottery.draws(req.ctx.brand, query.prizeMode), bare);
  registerOperation(
    app,
    getDrawsOfGame,
    ({ req, query }) => lottery.drawsOfGame(req.ctx.brand, (req.params as DrawsOfGameParams).gameCode, query),
    bare,
  );
  registerOperation(
    app,
    getVnNumberFrequency,
    ({ req, query }) => lottery.frequency(req.ctx.brand, query.gameCode, query.count),
    bare,
  );
  registerOperation(app, lottMemBet, ({ req, query }) =>
    lottery.memberBets(req.ctx.brand, sessionOf(req).member, languageOf(req, query.language), query),
  );
};
