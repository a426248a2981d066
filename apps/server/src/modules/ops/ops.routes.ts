import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { AppError, ErrorCode } from '../../lib/app-error.js';
import { type OpsCommand, opsCommandSchema } from './ops.schema.js';
import type { OpsService } from './ops.service.js';

const LOOPBACK = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];

const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** Only a local caller that presents the token of the 0600 lock file reaches the ops channel. */
export const opsGuard =
  (token: string): onRequestHookHandler =>
  async (req) => {
    const loopback = LOOPBACK.includes(req.socket.remoteAddress ?? '');
    const given = String(req.headers['x-ops-token'] ?? '');
    if (!loopback || !given || !sameSecret(given, token)) throw new AppError(ErrorCode.Forbidden);
  };

/**
 * Internal endpoint used by `npm run ops` while this process owns the embedded database. The body is
 * validated by the command schema; its failures answer through the error handler like any route.
 */
export const opsPlugin = async (app: FastifyInstance, { ops, token }: { ops: OpsService; token: string }) => {
  app.post(
    '/internal/ops',
    { schema: { hide: true, body: opsCommandSchema }, onRequest: opsGuard(token) },
    async (req) => ({ success: true, value: await ops.run(req.body as OpsCommand) }),
  );
};
