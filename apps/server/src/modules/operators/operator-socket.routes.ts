import { ErrorCode } from '@pagoda/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { firstHeader } from '../../lib/http.js';
import type { ModuleOptions } from '../../services.js';

export const OPERATOR_SOCKET_PATH = '/wps/operator/v1/socket';
const RECHECK_MS = 60_000;

/**
 * The back office's live counters: `GET /wps/operator/v1/socket?token=…` (a browser cannot set headers
 * on a WebSocket). The counts come on connect and on every change; the session is checked again every
 * minute, and an ended or expired session closes the socket (4401).
 */
export const operatorSocketPlugin = async (app: FastifyInstance, { services: s }: ModuleOptions) => {
  app.get(
    OPERATOR_SOCKET_PATH,
    {
      websocket: true,
      schema: { hide: true, querystring: z.object({ token: z.string().max(64).optional() }) },
      config: { openWhenClosed: true },
    },
    (socket, req) => {
      const merchant = req.ctx.brand.merchant.code;
      const token = (req.query as { token?: string }).token ?? '';
      const client = { ip: req.ctx.ip, userAgent: firstHeader(req.headers['user-agent']) ?? '' };
      let unsubscribe: (() => void) | null = null;
      let recheck: NodeJS.Timeout | null = null;
      let ended = false;
      const send = (msg: object) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(msg));
      };
      const refuse = (err: unknown) => {
        if (socket.readyState === socket.OPEN)
          socket.close(4401, err instanceof AppError ? err.code : ErrorCode.TokenInvalid);
      };
      socket.on('close', () => {
        ended = true;
        if (recheck) clearInterval(recheck);
        unsubscribe?.();
      });
      s.operators
        .authenticate(token, merchant, client)
        .then(async (auth) => {
          if (ended) return;
          const sees = auth.permissions.has('approvals.read') || auth.permissions.has('payments.read');
          if (!sees) throw new AppError(ErrorCode.Forbidden);
          unsubscribe = s.operatorQueues.subscribe(merchant, send);
          send(await s.operatorQueues.counts(merchant));
          recheck = setInterval(() => {
            s.operators.authenticate(token, merchant, client, { touch: false }).catch(refuse);
          }, RECHECK_MS);
        })
        .catch(refuse);
    },
  );
};
