import { getGameVendors } from '@pagoda/contracts';
import type { FastifyInstance } from 'fastify';
import { registerOperation } from '../../lib/route.js';
import type { GamesService } from './games.service.js';

export const gamesRoutes = (app: FastifyInstance, games: GamesService) => {
  // Vendors are part of navigation, which stays readable while the site is closed.
  registerOperation(app, getGameVendors, ({ req }) => games.vendorLanes(req.ctx.brand), { openWhenClosed: true });
};
