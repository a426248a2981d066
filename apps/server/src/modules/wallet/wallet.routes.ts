import {
  agentDownlineTransfer,
  getBalance,
  getBonusDetails,
  getMerchantWallet,
  getPersonalProfit,
  getTransactions,
  getTransferTargets,
  transferToUpline,
  walletReturn,
  walletTransfer,
} from '@pagoda/contracts';
import type { FastifyInstance } from 'fastify';
import { registerOperation, sessionOf } from '../../lib/route.js';
import type { ModuleOptions } from '../../services.js';

export const walletPlugin = async (app: FastifyInstance, { services }: ModuleOptions) => {
  const { wallet } = services;
  registerOperation(app, getBalance, ({ req, query }) =>
    wallet.balance(req.ctx.brand, sessionOf(req).member, query.typeId),
  );
  registerOperation(app, getMerchantWallet, ({ req }) => wallet.merchantWallet(req.ctx.brand.merchant.code));
  registerOperation(
    app,
    walletTransfer,
    ({ req, body }) => wallet.transfer(req.ctx.brand, sessionOf(req).member, body),
    { realAccountOnly: true, perMinute: 60 },
  );
  registerOperation(
    app,
    walletReturn,
    ({ req, body }) => wallet.returnAll(req.ctx.brand, sessionOf(req).member, body.requestId),
    { realAccountOnly: true, perMinute: 30 },
  );
  registerOperation(
    app,
    getTransferTargets,
    ({ req }) => wallet.transferTargets(req.ctx.brand, sessionOf(req).member),
    {
      realAccountOnly: true,
    },
  );
  registerOperation(
    app,
    transferToUpline,
    ({ req, body }) => wallet.transferToUpline(req.ctx.brand, sessionOf(req).member, body),
    { encrypted: true, realAccountOnly: true, perMinute: 10 },
  );
  registerOperation(
    app,
    agentDownlineTransfer,
    ({ req, body }) => wallet.transferToDownline(req.ctx.brand, sessionOf(req).member, body),
    { encrypted: true, realAccountOnly: true, perMinute: 10 },
  );
  registerOperation(app, getTransactions, ({ req, query }) =>
    wallet.transactions(req.ctx.brand, sessionOf(req).member, query),
  );
  registerOperation(app, getBonusDetails, ({ req, query }) =>
    wallet.bonuses(req.ctx.brand, sessionOf(req).member, query),
  );
  registerOperation(app, getPersonalProfit, ({ req, query }) =>
    wallet.personalProfit(req.ctx.brand, sessionOf(req).member, query),
  );
};
