import {
  operatorBulkEnableGames,
  operatorImportGames,
  operatorListGames,
  operatorListRooms,
  operatorUpdateGame,
  operatorUploadGameIcon,
} from '@pagoda/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { IMMUTABLE } from '../../plugins/static-portal.js';
import type { ModuleOptions } from '../../services.js';
import { actorOf, registerOperatorOperation } from '../operators/operator-route.js';
import { GAME_ICON_PATH } from './games-admin.service.js';

const merchantOf = (req: FastifyRequest) => req.ctx.brand.merchant.code;

/** The game catalogue in the back office, and the uploaded icons the portal loads. */
export const gamesAdminPlugin = async (app: FastifyInstance, { services: s }: ModuleOptions) => {
  const { gamesAdmin } = s;
  registerOperatorOperation(app, s.operators, operatorListGames, ({ req, query }) =>
    gamesAdmin.list(merchantOf(req), req.ctx.language, query),
  );
  registerOperatorOperation(app, s.operators, operatorUpdateGame, ({ req, body }) =>
    gamesAdmin.update(merchantOf(req), actorOf(req), req.ctx.language, body),
  );
  registerOperatorOperation(app, s.operators, operatorBulkEnableGames, ({ req, body }) =>
    gamesAdmin.bulkEnable(merchantOf(req), actorOf(req), body),
  );
  registerOperatorOperation(app, s.operators, operatorUploadGameIcon, ({ req, body }) =>
    gamesAdmin.uploadIcon(merchantOf(req), actorOf(req), req.ctx.language, body),
  );
  registerOperatorOperation(
    app,
    s.operators,
    operatorImportGames,
    ({ req, body }) => gamesAdmin.importFile(merchantOf(req), actorOf(req), body),
    // A file of a few thousand games, JSON-escaped.
    { bodyLimit: 6 * 1024 * 1024 },
  );
  registerOperatorOperation(app, s.operators, operatorListRooms, ({ req, query }) =>
    gamesAdmin.rooms(merchantOf(req), req.ctx.language, query.kind),
  );

  // Public like the demo art: a game list loads dozens at once, so no rate limit; the name is the
  // content's hash, so it never changes and is cached for a year.
  app.get(
    `${GAME_ICON_PATH}/:file`,
    {
      schema: { hide: true, params: z.object({ file: z.string().max(64) }) },
      config: { rateLimit: false, openWhenClosed: true },
    },
    async (req, reply) => {
      const icon = await gamesAdmin.icon((req.params as { file: string }).file);
      return reply
        .header('content-type', icon.contentType)
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .send(icon.data);
    },
  );
};
