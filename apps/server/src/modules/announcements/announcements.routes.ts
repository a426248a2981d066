import { getListAnnouncements } from '@pagoda/contracts';
import type { FastifyInstance } from 'fastify';
import { registerOperation } from '../../lib/route.js';
import type { ModuleOptions } from '../../services.js';

export const announcementsPlugin = async (app: FastifyInstance, { services }: ModuleOptions) => {
  const service = services.announcements;
  registerOperation(app, getListAnnouncements, ({ req, query }) =>
    service.list(req.ctx.brand, req.ctx.language, query),
  );
};
