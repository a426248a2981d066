import {
  getCountries,
  getDomainRoute,
  getHelpCenter,
  getRegisterSettings,
  getStatus,
  getWhitelabel,
  ping,
} from '@pagoda/contracts';
import type { FastifyInstance } from 'fastify';
import { registerOperation } from '../../lib/route.js';
import type { ModuleOptions } from '../../services.js';

const open = { openWhenClosed: true };

export const systemPlugin = async (app: FastifyInstance, { services }: ModuleOptions) => {
  const { system } = services;
  registerOperation(
    app,
    getStatus,
    async ({ req }) =>
      system.status(req.ctx.brand, {
        ip: req.ctx.ip,
        countryCode: req.ctx.countryCode,
        regionBlocked: req.ctx.regionBlocked,
      }),
    open,
  );
  registerOperation(app, getWhitelabel, async ({ req }) => req.ctx.brand.whitelabel, open);
  registerOperation(app, getRegisterSettings, async ({ req }) => req.ctx.brand.register, open);
  registerOperation(app, getDomainRoute, async ({ req }) => system.domainRoute(req.ctx.brand), open);
  registerOperation(
    app,
    getHelpCenter,
    async ({ req, query }) => system.helpCenter(req.ctx.brand, query.lang ?? req.ctx.language),
    open,
  );
  registerOperation(app, getCountries, async ({ req }) => system.countries(req.ctx.brand), open);
  registerOperation(app, ping, async () => ({ time: Date.now() }), open);
};
