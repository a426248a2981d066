import { defineOperation } from '@pagoda/contracts';
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { MemberRow } from '../modules/accounts/members.repository.js';
import { registerErrorHandler } from '../plugins/error-handler.js';
import { AppError, ErrorCode } from './app-error.js';
import { registerOperation, requireMember } from './route.js';
import { envelopeSerializerCompiler } from './serializer.js';

const VALID = 'v'.repeat(43);
const LOCKED = 'l'.repeat(43);
const BROKEN = 'b'.repeat(43);

const whoAmI = (auth: 'optional' | 'token') =>
  defineOperation({
    id: `whoAmI_${auth}`,
    method: 'GET',
    path: `/who/${auth}`,
    summary: 'The caller, if any',
    tags: ['test'],
    auth,
    value: z.object({ memberId: z.number().nullable() }),
  });

const build = async () => {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(envelopeSerializerCompiler);
  registerErrorHandler(app);
  app.decorate('sessions', {
    authenticate: async (token: string) => {
      if (token === VALID) return { sessionId: 1, member: { id: 7, type: 1 } as MemberRow };
      if (token === LOCKED) throw new AppError(ErrorCode.AccountLocked);
      if (token === BROKEN) throw new Error('connection refused');
      throw new AppError(ErrorCode.TokenInvalid);
    },
  } as never);
  app.decorateRequest('auth', null);
  app.decorateRequest('ctx', null as never);
  app.addHook('onRequest', async (req) => {
    req.ctx = { brand: { merchant: { code: 'pagoda' } } } as never;
  });
  for (const auth of ['optional', 'token'] as const)
    registerOperation(app, whoAmI(auth), async ({ req }) => ({ memberId: req.auth?.member.id ?? null }));
  app.get('/file', { onRequest: requireMember }, async (req) => ({ memberId: req.auth!.member.id }));
  await app.ready();
  return app;
};

const ask = async (url: string, token?: string) => {
  const app = await build();
  const res = await app.inject({ method: 'GET', url, headers: token ? { authorization: token } : {} });
  return { status: res.statusCode, body: res.json() as { value: unknown; errorCode?: string } };
};

describe("auth: 'optional'", () => {
  it('sets req.auth from a valid token', async () => {
    expect(await ask('/who/optional', ` ${VALID} `)).toMatchObject({ status: 200, body: { value: { memberId: 7 } } });
  });

  it('treats no token, a bad one and a locked account as a visitor, never a 401', async () => {
    for (const token of [undefined, 'nonsense', LOCKED])
      expect(await ask('/who/optional', token), String(token)).toMatchObject({
        status: 200,
        body: { value: { memberId: null } },
      });
  });

  it('still fails when the sessions cannot be read', async () => {
    expect((await ask('/who/optional', BROKEN)).status).toBe(500);
  });
});

describe("auth: 'token' and requireMember", () => {
  it('answer 401 without a token or with a bad one, and pass a valid one', async () => {
    for (const url of ['/who/token', '/file']) {
      expect((await ask(url)).body.errorCode, url).toBe(ErrorCode.CustomerNotLogin);
      expect((await ask(url, 'nonsense')).body.errorCode, url).toBe(ErrorCode.TokenInvalid);
      expect((await ask(url, VALID)).status, url).toBe(200);
    }
  });
});
