import { ErrorCode } from '@pagoda/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { firstHeader } from '../../lib/http.js';
import type { ModuleOptions } from '../../services.js';

export const OPERATOR_SOCKET_PATH = '/wps/operator/v1/socket';
const AUTH_TIMEOUT_MS = 5_000;
const RECHECK_MS = 60_000;

/**
 * The back office's live counters over `GET /wps/operator/v1/socket` (WebSocket). A browser cannot set
 * headers on a WebSocket, so the first message carries the session token (`{"token": "…"}`), never the
 * URL (URLs end up in proxy and access logs). No token within 5 s, a bad one, or a role that sees no
 * queue closes the socket (4401, 4403). The counts come on connect and on every change; the session is
 * checked again every minute, and an ended or expired session closes the socket (4401).
 */
export const operatorSocketPlugin = async (
  app: FastifyInstance,
  { services: s, authTimeoutMs = AUTH_TIMEOUT_MS }: ModuleOptions & { authTimeoutMs?: number },
) => {
  app.get(
    OPERATOR_SOCKET_PATH,
    { websocket: true, schema: { hide: true }, config: { openWhenClosed: true } },
    (socket, req) => {
      const merchant = req.ctx.brand.merchant.code;
      const client = { ip: req.ctx.ip, userAgent: firstHeader(req.headers['user-agent']) ?? '' };
      let unsubscribe: (() => void) | null = null;
      let recheck: NodeJS.Timeout | null = null;
      let ended = false;
      let token: string | null = null;
      const send = (msg: object) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(msg));
      };
      const close = (code: number, reason: string) => {
        if (socket.readyState === socket.OPEN) socket.close(code, reason);
      };
      const refuse = (err: unknown) =>
        err instanceof AppError && err.code === ErrorCode.Forbidden
          ? close(4403, err.code)
          : close(4401, err instanceof AppError ? err.code : ErrorCode.TokenInvalid);
      const authTimer = setTimeout(() => close(4401, 'auth timeout'), authTimeoutMs);
      socket.on('close', () => {
        ended = true;
        clearTimeout(authTimer);
        if (recheck) clearInterval(recheck);
        unsubscribe?.();
      });
      socket.on('message', (raw: Buffer) => {
        // Only the first message means anything: the token. Later ones are ignored.
        if (token !== null) return;
        clearTimeout(authTimer);
        try {
          const sent = (JSON.parse(raw.toString('utf8')) as { token?: unknown }).token;
          token = typeof sent === 'string' && sent.length <= 128 ? sent : '';
        } catch {
          token = '';
          close(4400, 'bad message');
          return;
        }
        const session = token;
        s.operators
          .authenticate(session, merchant, client)
          .then(async (auth) => {
            if (ended) return;
            const sees = auth.permissions.has('approvals.read') || auth.permissions.has('payments.read');
            if (!sees) throw new AppError(ErrorCode.Forbidden);
            unsubscribe = s.operatorQueues.subscribe(merchant, send);
            send(await s.operatorQueues.counts(merchant));
            recheck = setInterval(() => {
              s.operators.authenticate(session, merchant, client, { touch: false }).catch(refuse);
            }, RECHECK_MS);
          })
          .catch(refuse);
      });
    },
  );
};
