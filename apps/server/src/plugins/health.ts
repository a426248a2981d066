import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Database } from '../db/client.js';

/** Liveness (the process answers) and readiness (its database and Redis answer), for orchestrators. */
export const healthPlugin = async (
  app: FastifyInstance,
  { database, redis }: { database: Database; redis?: Redis | undefined },
) => {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ ok: true }));
  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    try {
      await database.ping();
      if (redis) await redis.ping();
      return { ok: true, database: database.kind, redis: Boolean(redis) };
    } catch {
      return reply.status(503).send({ ok: false });
    }
  });
};
