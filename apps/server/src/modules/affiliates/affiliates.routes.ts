import { checkAffiliate } from '@pagoda/contracts';
import type { FastifyInstance } from 'fastify';
import { registerOperation } from '../../lib/route.js';
import type { AffiliatesService } from './affiliates.service.js';

export const affiliatesRoutes = (app: FastifyInstance, affiliates: AffiliatesService) => {
  // Tighter than the global limit: the answer says whether a code exists, so no bulk guessing.
  registerOperation(app, checkAffiliate, ({ req, query }) => affiliates.check(req.ctx.brand.merchant.code, query), {
    perMinute: 30,
  });
};
