import type { FastifyInstance } from 'fastify';
import { messageText } from '../../lib/http.js';
import type { ModuleOptions } from '../../services.js';

export const MEMBER_SOCKET_PATH = '/wps/ws/member';

/** Push channel per member (balance and order events); the session rules are the service's. */
export const memberSocketPlugin = async (app: FastifyInstance, { services }: ModuleOptions) => {
  const { memberSocket } = services;
  app.get(MEMBER_SOCKET_PATH, { websocket: true, schema: { hide: true } }, (socket, req) => {
    const channel = memberSocket.accept(socket, req.ctx.brand.merchant.code);
    socket.once('message', (raw: Buffer | ArrayBuffer | Buffer[]) => channel.authenticate(messageText(raw)));
    socket.on('close', channel.end);
  });
};
