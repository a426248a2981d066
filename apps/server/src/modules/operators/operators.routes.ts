import {
  ErrorCode,
  OPERATOR_TOKEN_HEADER,
  operatorAdjustBalance,
  operatorApproveDeposit,
  operatorApproveWithdrawal,
  operatorAuditLog,
  operatorLedgerAudit,
  operatorListDeposits,
  operatorListWithdrawals,
  operatorLogin,
  operatorLogout,
  operatorPayWithdrawal,
  operatorRejectDeposit,
  operatorRejectWithdrawal,
  operatorResolveWithdrawal,
  type OperatorRole,
} from '@pagoda/contracts';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { firstHeader } from '../../lib/http.js';
import { registerOperation } from '../../lib/route.js';
import type { ModuleOptions } from '../../services.js';
import type { OperatorAuth } from './operators.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    operator: OperatorAuth | null;
  }
}

const READ: OperatorRole[] = ['ADMIN', 'FINANCE', 'SUPPORT'];
const MONEY: OperatorRole[] = ['ADMIN', 'FINANCE'];

/** The operator API (back office). Open during maintenance and region blocks: staff must work then. */
export const operatorsPlugin = async (app: FastifyInstance, { services: s }: ModuleOptions) => {
  app.decorateRequest('operator', null);

  const guard =
    (roles: OperatorRole[]): onRequestHookHandler =>
    async (req) => {
      const token = firstHeader(req.headers[OPERATOR_TOKEN_HEADER]);
      if (!token) throw new AppError(ErrorCode.CustomerNotLogin);
      req.operator = await s.operators.authenticate(token.trim(), req.ctx.brand.merchant.code);
      if (!roles.includes(req.operator.role)) throw new AppError(ErrorCode.Forbidden);
    };
  const op = (req: FastifyRequest) => req.operator!;
  const by = (req: FastifyRequest) => ({ actor: `operator:${op(req).username}` });
  const open = { openWhenClosed: true };

  registerOperation(
    app,
    operatorLogin,
    ({ req, body }) => s.operators.login(req.ctx.brand.merchant.code, body.username, body.password, req.ctx.ip),
    { perMinute: 10, openWhenClosed: true },
  );
  registerOperation(
    app,
    operatorLogout,
    async ({ req }) => {
      await s.operators.logout(op(req).sessionId);
      return null;
    },
    { guard: guard(READ), openWhenClosed: true },
  );

  registerOperation(app, operatorListDeposits, ({ req, query }) => s.backoffice.deposits(req.ctx.brand, query.status), {
    guard: guard(READ),
    openWhenClosed: true,
  });
  registerOperation(
    app,
    operatorApproveDeposit,
    ({ req, body }) => s.deposits.approve(req.ctx.brand, body.orderNo, by(req)),
    {
      guard: guard(MONEY),
      openWhenClosed: true,
    },
  );
  registerOperation(
    app,
    operatorRejectDeposit,
    ({ req, body }) => s.deposits.reject(req.ctx.brand, body.orderNo, body.remark, by(req)),
    { guard: guard(MONEY), openWhenClosed: true },
  );
  registerOperation(
    app,
    operatorListWithdrawals,
    ({ req, query }) => s.backoffice.withdrawals(req.ctx.brand, query.status),
    { guard: guard(READ), openWhenClosed: true },
  );
  registerOperation(
    app,
    operatorApproveWithdrawal,
    ({ req, body }) => s.withdrawals.approve(req.ctx.brand, body.orderNo, by(req)),
    { guard: guard(MONEY), openWhenClosed: true },
  );
  registerOperation(
    app,
    operatorPayWithdrawal,
    ({ req, body }) => s.withdrawals.pay(req.ctx.brand, body.orderNo, by(req)),
    {
      guard: guard(MONEY),
      openWhenClosed: true,
    },
  );
  registerOperation(
    app,
    operatorRejectWithdrawal,
    ({ req, body }) => s.withdrawals.reject(req.ctx.brand, body.orderNo, body.remark, by(req)),
    { guard: guard(MONEY), openWhenClosed: true },
  );
  registerOperation(
    app,
    operatorResolveWithdrawal,
    ({ req, body }) => s.withdrawals.resolveDispute(req.ctx.brand, body, by(req)),
    { guard: guard(MONEY), openWhenClosed: true },
  );
  registerOperation(
    app,
    operatorAdjustBalance,
    ({ req, body }) => s.backoffice.adjust(req.ctx.brand, by(req).actor, req.ctx.ip, body),
    { guard: guard(MONEY), openWhenClosed: true },
  );
  registerOperation(app, operatorLedgerAudit, ({ req }) => s.backoffice.ledgerAudit(req.ctx.brand.merchant.code), {
    guard: guard(READ),
    openWhenClosed: true,
  });
  registerOperation(
    app,
    operatorAuditLog,
    ({ req, query }) => s.operators.auditLog(req.ctx.brand.merchant.code, query.page),
    {
      guard: guard(READ),
      openWhenClosed: true,
    },
  );

  /** Receipts and proofs for review. */
  app.get(
    '/wps/operator/v1/files/:id',
    { schema: { hide: true, params: z.object({ id: z.string().max(64) }) }, onRequest: guard(READ), config: open },
    async (req, reply) => {
      const file = await s.uploads.read(req.ctx.brand.merchant.code, (req.params as { id: string }).id, null);
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', 'private, no-store')
        .send(file.data);
    },
  );
};
