import { errorDefaultMessage } from '@pagoda/contracts';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, ErrorCode } from '../lib/app-error.js';
import { registerErrorHandler } from './error-handler.js';

const build = () => {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.get('/boom', async () => {
    throw new Error('database password is hunter2');
  });
  app.get('/unavailable', async () => {
    throw new AppError(ErrorCode.ServiceUnavailable, 'vendor db-7 at 10.0.0.7 timed out');
  });
  app.get('/typed', async () => {
    throw new AppError(ErrorCode.NeedTrueAccount);
  });
  app.get('/bad-response', { schema: { response: { 200: z.object({ n: z.number() }) } } }, async () => ({
    n: 'not a number',
  }));
  app.post('/json', { schema: { body: z.object({ a: z.number() }) } }, async () => ({ ok: true }));
  return app;
};

describe('error handler', () => {
  it('hides the message of an unexpected error behind system.error', async () => {
    const res = await build().inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      success: false,
      value: null,
      errorCode: 'system.error',
      message: 'Unknown error, please retry later.',
    });
    expect(res.body).not.toContain('hunter2');
  });

  it("hides the message of a typed 5xx behind its code's default text", async () => {
    const res = await build().inject({ method: 'GET', url: '/unavailable' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      success: false,
      value: null,
      errorCode: ErrorCode.ServiceUnavailable,
      message: errorDefaultMessage[ErrorCode.ServiceUnavailable],
    });
    expect(res.body).not.toContain('10.0.0.7');
  });

  it('keeps the code and status of a typed error', async () => {
    const res = await build().inject({ method: 'GET', url: '/typed' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ errorCode: 'in_need_true_account', message: 'A real account is required.' });
  });

  it('treats a response that breaks its contract as a hidden 500', async () => {
    const res = await build().inject({ method: 'GET', url: '/bad-response' });
    expect(res.statusCode).toBe(500);
    expect(res.json().errorCode).toBe('system.error');
  });

  it('maps malformed JSON and wrong content types to the catalogue, never a 500', async () => {
    const app = build();
    const bad = await app.inject({
      method: 'POST',
      url: '/json',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('validation.failed');
    const wrongType = await app.inject({
      method: 'POST',
      url: '/json',
      headers: { 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().errorCode).toBe('unsupported.media.type');
    const invalid = await app.inject({ method: 'POST', url: '/json', payload: { a: 'x' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().value.fields[0].field).toBe('body.a');
  });
});
