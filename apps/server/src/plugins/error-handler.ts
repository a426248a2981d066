import { ErrorCode, errorDefaultMessage, errorStatus } from '@pagoda/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.js';

const send = (code: ErrorCode, message: string, value: unknown = null) => ({
  status: errorStatus[code],
  body: { success: false as const, value, errorCode: code, message },
});

/** Maps Fastify's own errors (body parsing, limits, rate limit) onto the catalogue. */
const fromFastify = (err: FastifyError) => {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return send(ErrorCode.UnsupportedMediaType, errorDefaultMessage[ErrorCode.UnsupportedMediaType]);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return send(ErrorCode.PayloadTooLarge, errorDefaultMessage[ErrorCode.PayloadTooLarge]);
    default:
      break;
  }
  if (err.statusCode === 429) return send(ErrorCode.TooManyRequests, errorDefaultMessage[ErrorCode.TooManyRequests]);
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    return send(ErrorCode.ValidationFailed, err.message);
  }
  return null;
};

/**
 * The one error handler: typed errors keep their code, anything unexpected is a hidden 500, and no
 * 5xx ever sends its own message.
 */
export const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      // A 5xx says only its code's default text: its own message may carry internal detail.
      const hidden = err.status >= 500 || err.message === err.code;
      if (err.status >= 500) req.log.warn({ err }, 'service failure');
      return reply.status(err.status).send({
        success: false,
        value: err.value,
        errorCode: err.code,
        message: hidden ? errorDefaultMessage[err.code] : err.message,
      });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields = err.validation.map((v) => ({
        field: [err.validationContext, ...v.instancePath.split('/').filter(Boolean)].join('.'),
        message: v.message ?? 'invalid',
      }));
      const r = send(ErrorCode.ValidationFailed, fields.map((f) => `${f.field}: ${f.message}`).join('; '), { fields });
      return reply.status(r.status).send(r.body);
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err, issues: err.cause.issues }, 'response did not match its contract');
    } else {
      const mapped = fromFastify(err);
      if (mapped) return reply.status(mapped.status).send(mapped.body);
      req.log.error({ err }, 'unhandled error');
    }
    const r = send(ErrorCode.InternalError, errorDefaultMessage[ErrorCode.InternalError]);
    return reply.status(r.status).send(r.body);
  });
};
