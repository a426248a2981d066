import { checkAffiliate } from '@pagoda/contracts';
import type { FastifyInstance } from 'fastify';
import { registerOperation } from '../../lib/route.js';
import type { ModuleOptions } from '../../services.js';

export const affiliatesPlugin = async (app: FastifyInstance, { services }: ModuleOptions) => {
  const { affiliates } = services;
  // Tighter than the global limit: the answer says whether a code exists, so no bulk guessing.
  registerOperation(app, checkAffiliate, ({ req, query }) => affiliates.check(req.ctx.brand.merchant.code, query), {
    perMinute: 30,
  });
};
