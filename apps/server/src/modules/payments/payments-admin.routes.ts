import {
  operatorDepositGrid,
  operatorListChannels,
  operatorUpdateChannel,
  operatorWithdrawalDetail,
  operatorWithdrawalGrid,
} from '@pagoda/contracts';
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../services.js';
import { actorOf, registerOperatorOperation } from '../operators/operator-route.js';

/** The back office's money pages: order grids, a withdrawal's detail, payment channels. */
export const paymentsAdminPlugin = async (app: FastifyInstance, { services: s }: ModuleOptions) => {
  registerOperatorOperation(app, s.operators, operatorDepositGrid, ({ req, query }) =>
    s.paymentsAdmin.depositGrid(req.ctx.brand, query),
  );
  registerOperatorOperation(app, s.operators, operatorWithdrawalGrid, ({ req, query }) =>
    s.paymentsAdmin.withdrawalGrid(req.ctx.brand, query),
  );
  registerOperatorOperation(app, s.operators, operatorWithdrawalDetail, ({ req, query }) =>
    s.paymentsAdmin.withdrawalDetail(req.ctx.brand, query.orderNo),
  );
  registerOperatorOperation(app, s.operators, operatorListChannels, ({ req }) =>
    s.paymentsAdmin.channels(req.ctx.brand),
  );
  registerOperatorOperation(app, s.operators, operatorUpdateChannel, ({ req, body }) =>
    s.paymentsAdmin.requestChannelChange(
      req.ctx.brand,
      { merchantCode: req.ctx.brand.merchant.code, ...actorOf(req) },
      body,
    ),
  );
};
