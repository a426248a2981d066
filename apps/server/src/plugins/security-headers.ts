import { OPERATOR_TOKEN_HEADER } from '@pagoda/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';

/** Half a year; no includeSubDomains: each brand's domain decides for its own sub-domains. */
const HSTS = 'max-age=15552000';

/**
 * An answer for one caller alone: the request carried credentials (a member's, an operator's or the
 * ops CLI's token), or it is not a read (logins and registrations answer with a new session token).
 */
const isPrivate = (req: FastifyRequest) =>
  Boolean(req.headers.authorization || req.headers[OPERATOR_TOKEN_HEADER] || req.headers['x-ops-token'] || req.auth) ||
  (req.method !== 'GET' && req.method !== 'HEAD');

declare module 'fastify' {
  interface FastifyRequest {
    /** The browser reached us over TLS: PUBLIC_URL is https, or a trusted proxy says X-Forwarded-Proto https. */
    readonly viaTls: boolean;
  }
}

/**
 * Headers every answer gets: `Cache-Control: no-store` on answers for one caller (see isPrivate), so
 * no shared or browser cache keeps them; HSTS behind TLS.
 */
export const registerSecurityHeaders = (app: FastifyInstance, config: Pick<Config, 'PUBLIC_URL'>) => {
  const publicTls = config.PUBLIC_URL?.startsWith('https:') ?? false;
  app.decorateRequest('viaTls', {
    getter(this: FastifyRequest) {
      // req.protocol reads X-Forwarded-Proto only when TRUST_PROXY trusts the sender.
      return publicTls || this.protocol === 'https';
    },
  });
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.viaTls) reply.header('strict-transport-security', HSTS);
    if (isPrivate(req)) reply.header('cache-control', 'no-store');
    return payload;
  });
};
