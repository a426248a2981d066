import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError, ErrorCode } from '../../lib/app-error.js';
import { opsCommandSchema } from './ops.schema.js';
import type { OpsService } from './ops.service.js';

const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * Internal endpoint used by `npm run ops` while this process owns the embedded database.
 * Loopback only, and the caller must present the token written to the 0600 lock file.
 */
export const opsRoutes = (app: FastifyInstance, ops: OpsService, token: string) => {
  app.post('/internal/ops', { schema: { hide: true } }, async (req) => {
    const loopback = ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(req.socket.remoteAddress ?? '');
    const given = String(req.headers['x-ops-token'] ?? '');
    if (!loopback || !given || !sameSecret(given, token)) throw new AppError(ErrorCode.Forbidden);
    const parsed = opsCommandSchema.safeParse(req.body);
    if (!parsed.success) {
      throw new AppError(
        ErrorCode.ValidationFailed,
        parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
      );
    }
    return { success: true, value: await ops.run(parsed.data) };
  });
};
