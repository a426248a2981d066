import type { Operation } from '@pagoda/contracts';
import { envelope, ErrorCode, errorEnvelope, MemberType } from '@pagoda/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { z } from 'zod';
import type { AuthSession } from '../modules/session/session.service.js';
import { AppError } from './app-error.js';
import { firstHeader } from './http.js';
import { decryptPayload, PayloadDecryptError } from './payload-crypto.js';
import { ttlCache } from './ttl-cache.js';

type Input<O> =
  O extends Operation<infer Q, infer B, z.ZodType>
    ? {
        query: Q extends z.ZodType ? z.output<Q> : undefined;
        body: B extends z.ZodType ? z.output<B> : undefined;
        req: FastifyRequest;
        reply: FastifyReply;
      }
    : never;

/** A hook Fastify awaits (no `done` callback). */
type AsyncHook = (req: FastifyRequest) => Promise<void>;

type Value<O> = O extends Operation<z.ZodType | undefined, z.ZodType | undefined, infer V> ? z.input<V> : never;

export type RouteOptions = {
  /** System calls keep answering during maintenance and region blocks; business calls do not. */
  openWhenClosed?: boolean;
  /** (E) calls: the body arrives encrypted (docs/payload-encryption.md) and is decrypted before validation. */
  encrypted?: boolean;
  /** Refused to trial accounts (type 4) with in_need_true_account. */
  realAccountOnly?: boolean;
  /** A tighter per-IP limit than the global one (abuse-prone calls: login, SMS, captcha). */
  perMinute?: number;
  /** Bytes; above the app's 1 MB default for calls that carry images. */
  bodyLimit?: number;
  /** An extra guard run before validation (e.g. operator authentication). */
  guard?: onRequestHookHandler;
  /** Answer the value itself, without the envelope (the /lgw lottery calls, which the lottery client reads bare). */
  bare?: boolean;
  /**
   * Public answers that are the same for every caller with the same key (game lists): the
   * serialised body is kept for `ms`, so a hit skips the handler, validation and JSON work.
   */
  cache?: { ms: number; key: (input: { query: unknown; req: FastifyRequest }) => string };
};

/** The bearer token a request carries, if any. */
const tokenOf = (req: FastifyRequest) => firstHeader(req.headers.authorization)?.trim() || undefined;

/** The caller's session; no token is CUSTOMER_NOT_LOGIN, a bad one the session service's own 401. */
export const authenticateMember = async (req: FastifyRequest): Promise<AuthSession> => {
  const token = tokenOf(req);
  if (!token) throw new AppError(ErrorCode.CustomerNotLogin);
  return req.server.sessions.authenticate(token, req.ctx.brand.merchant.code);
};

/** Requires a session on 'token' operations; 401 codes follow the session service's rules. */
const authHook =
  (realAccountOnly: boolean): AsyncHook =>
  async (req) => {
    req.auth = await authenticateMember(req);
    if (realAccountOnly && req.auth.member.type === MemberType.Trial) throw new AppError(ErrorCode.NeedTrueAccount);
  };

/**
 * 'optional' operations: a valid token sets req.auth; no token, or one that no longer opens a
 * session, is a visitor (req.auth stays null), never a 401. Other failures (the database) still fail.
 */
const optionalAuthHook: AsyncHook = async (req) => {
  if (!tokenOf(req)) return;
  try {
    req.auth = await authenticateMember(req);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
  }
};

/** The hook a plain (non-operation) route uses to require a member's session. */
export const requireMember: AsyncHook = async (req) => {
  req.auth = await authenticateMember(req);
};

const decryptHook: AsyncHook = async (req) => {
  const header = req.headers['encryption'];
  try {
    req.body = decryptPayload({
      encryptionHeader: firstHeader(header),
      body: req.body,
      method: req.method,
      path: req.routeOptions.url ?? req.url.split('?')[0]!,
      privateKeysPem: await req.server.payloadKeys.privateKeys(),
    });
  } catch (err) {
    if (err instanceof PayloadDecryptError) throw new AppError(ErrorCode.EncryptionRequired);
    throw err;
  }
};

/**
 * Registers one contract operation: schema-first (query, body and response validated by zod),
 * the handler returns the value and this wraps it in the envelope.
 */
export const registerOperation = <O extends Operation>(
  app: FastifyInstance,
  op: O,
  handler: (input: Input<O>) => Promise<Value<O>>,
  options: RouteOptions = {},
) => {
  const responseSchema = options.bare ? op.value : envelope(op.value);
  const bodies = options.cache ? ttlCache<string, string>(options.cache.ms, 2_000) : null;
  app.route({
    method: op.method,
    url: op.path,
    config: {
      openWhenClosed: options.openWhenClosed ?? false,
      ...(options.perMinute ? { rateLimit: { max: options.perMinute, timeWindow: 60_000 } } : {}),
    },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(op.auth === 'token'
      ? { onRequest: authHook(options.realAccountOnly ?? false) }
      : op.auth === 'optional'
        ? { onRequest: options.guard ? [optionalAuthHook, options.guard] : optionalAuthHook }
        : options.guard
          ? { onRequest: options.guard }
          : {}),
    ...(options.encrypted ? { preValidation: decryptHook } : {}),
    schema: {
      operationId: op.id,
      summary: op.summary + (options.encrypted ? ' [encrypted body]' : ''),
      tags: op.tags,
      ...(op.auth === 'token' ? { security: [{ token: [] }] } : {}),
      ...(op.query ? { querystring: op.query } : {}),
      ...(op.params ? { params: op.params } : {}),
      ...(op.body ? { body: op.body } : {}),
      response: { 200: responseSchema, '4xx': errorEnvelope, '5xx': errorEnvelope },
    },
    handler: async (req, reply) => {
      if (bodies && options.cache) {
        const key = options.cache.key({ query: req.query, req });
        const json = await bodies.get(key, async () => {
          const value = await handler({ query: req.query, body: req.body, req, reply } as Input<O>);
          // Validated once when cached, as the response serializer would on every call.
          return JSON.stringify(responseSchema.parse(options.bare ? value : { success: true, value }));
        });
        // A string with a JSON content type is sent as it is, without serialisation.
        return reply.type('application/json; charset=utf-8').send(json);
      }
      const value = await handler({ query: req.query, body: req.body, req, reply } as Input<O>);
      return options.bare ? value : { success: true, value };
    },
  });
};

/** The session of a 'token' operation (set by its auth hook). */
export const sessionOf = (req: FastifyRequest): AuthSession => {
  if (!req.auth) throw new AppError(ErrorCode.CustomerNotLogin);
  return req.auth;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    openWhenClosed?: boolean;
  }
  interface FastifyRequest {
    auth: AuthSession | null;
  }
  interface FastifyInstance {
    sessions: import('../modules/session/session.service.js').SessionService;
    payloadKeys: { privateKeys: () => Promise<string[]> };
  }
}
