import {
  operatorBonusGrid,
  operatorBonusSettings,
  operatorForfeitBonus,
  operatorSaveBonusSettings,
  operatorWaiveBonus,
} from '@pagoda/contracts';
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../services.js';
import { actorOf, registerOperatorOperation } from '../operators/operator-route.js';

/** The back office's bonus pages: grants grid, waive (maker-checker), forfeit, wagering settings. */
export const bonusAdminPlugin = async (app: FastifyInstance, { services: s }: ModuleOptions) => {
  registerOperatorOperation(app, s.operators, operatorBonusGrid, ({ req, query }) =>
    s.bonusAdmin.grid(req.ctx.brand, query),
  );
  registerOperatorOperation(app, s.operators, operatorWaiveBonus, ({ req, body }) =>
    s.bonusAdmin.requestWaive(
      s.approvals,
      req.ctx.brand,
      { merchantCode: req.ctx.brand.merchant.code, ...actorOf(req) },
      body.grantId,
      body.remark,
    ),
  );
  registerOperatorOperation(app, s.operators, operatorForfeitBonus, ({ req, body }) =>
    s.bonusAdmin.forfeit(req.ctx.brand, body.grantId, body.remark, actorOf(req)),
  );
  registerOperatorOperation(app, s.operators, operatorBonusSettings, ({ req }) => s.bonusAdmin.settings(req.ctx.brand));
  registerOperatorOperation(app, s.operators, operatorSaveBonusSettings, ({ req, body }) =>
    s.bonusAdmin.saveSettings(req.ctx.brand, body, actorOf(req)),
  );
};
