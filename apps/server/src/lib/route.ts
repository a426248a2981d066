import type { Operation } from '@pagoda/contracts';
import { envelope, errorEnvelope } from '@pagoda/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';

type Input<O> =
  O extends Operation<infer Q, infer B, z.ZodType>
    ? {
        query: Q extends z.ZodType ? z.output<Q> : undefined;
        body: B extends z.ZodType ? z.output<B> : undefined;
        req: FastifyRequest;
      }
    : never;

type Value<O> = O extends Operation<z.ZodType | undefined, z.ZodType | undefined, infer V> ? z.input<V> : never;

export type RouteOptions = {
  /** System calls keep answering during maintenance and region blocks; business calls do not. */
  openWhenClosed?: boolean;
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
  app.route({
    method: op.method,
    url: op.path,
    config: { openWhenClosed: options.openWhenClosed ?? false },
    schema: {
      operationId: op.id,
      summary: op.summary,
      tags: op.tags,
      ...(op.query ? { querystring: op.query } : {}),
      ...(op.body ? { body: op.body } : {}),
      response: { 200: envelope(op.value), '4xx': errorEnvelope, '5xx': errorEnvelope },
    },
    handler: async (req) => {
      const value = await handler({ query: req.query, body: req.body, req } as Input<O>);
      return { success: true, value };
    },
  });
};

declare module 'fastify' {
  interface FastifyContextConfig {
    openWhenClosed?: boolean;
  }
}
