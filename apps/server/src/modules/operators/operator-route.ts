import { ErrorCode, OPERATOR_TOKEN_HEADER, type Operation, type OperatorPermission } from '@pagoda/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { firstHeader } from '../../lib/http.js';
import { registerOperation, type RouteOptions } from '../../lib/route.js';
import type { OperatorAuth, OperatorsService } from './operators.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    operator: OperatorAuth | null;
  }
}

/**
 * The operator's session (X-Operator-Token) and the one permission a call needs. A missing token is
 * CUSTOMER_NOT_LOGIN (401); a session without the permission is FORBIDDEN (403).
 */
export const operatorGuard =
  (operators: Pick<OperatorsService, 'authenticate'>, permission: OperatorPermission | null): onRequestHookHandler =>
  async (req) => {
    const token = firstHeader(req.headers[OPERATOR_TOKEN_HEADER]);
    if (!token) throw new AppError(ErrorCode.CustomerNotLogin);
    req.operator = await operators.authenticate(token.trim(), req.ctx.brand.merchant.code, {
      ip: req.ctx.ip,
      userAgent: firstHeader(req.headers['user-agent']) ?? '',
    });
    if (permission && !req.operator.permissions.has(permission)) throw new AppError(ErrorCode.Forbidden);
  };

/** The authenticated operator of a guarded route. */
export const operatorOf = (req: FastifyRequest): OperatorAuth => {
  if (!req.operator) throw new AppError(ErrorCode.CustomerNotLogin);
  return req.operator;
};

/** Who did it, for the audit log and the services' `actor`. */
export const actorOf = (req: FastifyRequest) => ({
  actor: `operator:${operatorOf(req).username}`,
  operatorId: operatorOf(req).id,
  ip: req.ctx.ip,
});

type Parsed<T> = T extends z.ZodType ? z.output<T> : undefined;
type OperatorInput<O> =
  O extends Operation<infer Q, infer B, z.ZodType>
    ? { query: Parsed<Q>; body: Parsed<B>; req: FastifyRequest; reply: FastifyReply; operator: OperatorAuth }
    : never;
type OperatorValue<O> = O extends Operation<z.ZodType | undefined, z.ZodType | undefined, infer V> ? z.input<V> : never;

/**
 * Registers a back-office call: the guard comes from the contract's permission, so no operator
 * route can forget its check. Operator calls stay open during maintenance and region blocks.
 */
export const registerOperatorOperation = <O extends Operation & { permission: OperatorPermission | null }>(
  app: FastifyInstance,
  operators: Pick<OperatorsService, 'authenticate'>,
  op: O,
  handler: (input: OperatorInput<O>) => Promise<OperatorValue<O>>,
  options: Omit<RouteOptions, 'guard' | 'openWhenClosed'> = {},
) =>
  registerOperation(
    app,
    op,
    (input) => handler({ ...(input as object), operator: operatorOf(input.req) } as OperatorInput<O>),
    { ...options, guard: operatorGuard(operators, op.permission), openWhenClosed: true },
  );
