import { getListAnnouncements } from '@pagoda/contracts';
import type { FastifyInstance } from 'fastify';
import { registerOperation } from '../../lib/route.js';
import type { AnnouncementsService } from './announcements.service.js';

export const announcementsRoutes = (app: FastifyInstance, service: AnnouncementsService) => {
  registerOperation(app, getListAnnouncements, ({ req, query }) =>
    service.list(req.ctx.brand, req.ctx.language, query),
  );
};
