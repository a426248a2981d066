import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { messageText } from '../../lib/http.js';
import type { ModuleOptions } from '../../services.js';

export const MEMBER_SOCKET_PATH = '/wps/ws/member';
const AUTH_TIMEOUT_MS = 5_000;
const RECHECK_MS = 60_000;

/**
 * Push channel per member (balance and order events): the browser cannot set headers on a WebSocket, so
 * the first message carries the session token ({"token": "..."}), never the URL (it would be
 * logged). The session is checked again every minute; a logout or expiry closes the socket.
 */
export const memberSocketPlugin = async (app: FastifyInstance, { services }: ModuleOptions) => {
  const events = services.memberEvents;
  await app.register(websocket, { options: { maxPayload: 4096 } });
  app.get(MEMBER_SOCKET_PATH, { websocket: true, schema: { hide: true } }, (socket, req) => {
    let unsubscribe: (() => void) | null = null;
    let recheck: NodeJS.Timeout | null = null;
    const send = (msg: unknown) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(msg));
    };
    const close = (code: number, reason: string) => {
      if (socket.readyState === socket.OPEN) socket.close(code, reason);
    };
    const authTimer = setTimeout(() => close(4401, 'auth timeout'), AUTH_TIMEOUT_MS);

    socket.once('message', (raw: Buffer) => {
      clearTimeout(authTimer);
      let token = '';
      try {
        token = String((JSON.parse(messageText(raw)) as { token?: unknown }).token ?? '');
      } catch {
        close(4400, 'bad message');
        return;
      }
      const merchant = req.ctx.brand.merchant.code;
      void req.server.sessions
        .authenticate(token, merchant)
        .then((auth) => {
          unsubscribe = events.subscribe(auth.member.id, (e) => send({ type: e.type, data: e.data }));
          send({ type: 'READY', data: { customerId: auth.member.id } });
          recheck = setInterval(() => {
            req.server.sessions.authenticate(token, merchant).catch((err: unknown) => {
              close(4401, err instanceof AppError ? err.code : 'session ended');
            });
          }, RECHECK_MS);
        })
        .catch((err: unknown) => close(4401, err instanceof AppError ? err.code : 'unauthorised'));
    });

    socket.on('close', () => {
      clearTimeout(authTimer);
      if (recheck) clearInterval(recheck);
      unsubscribe?.();
    });
  });
};
