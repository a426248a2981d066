import {
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
  type OperatorPermission,
} from '@pagoda/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { registerOperation } from '../../lib/route.js';
import type { ModuleOptions } from '../../services.js';
import { operatorGuard, operatorOf } from './operator-route.js';

/** The operator API (back office). Open during maintenance and region blocks: staff must work then. */
export const operatorsPlugin = async (app: FastifyInstance, { services: s }: ModuleOptions) => {
  const guard = (permission: OperatorPermission | null) => operatorGuard(s.operators, permission);
  const op = operatorOf;
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
    { guard: guard(null), openWhenClosed: true },
  );

  registerOperation(app, operatorListDeposits, ({ req, query }) => s.backoffice.deposits(req.ctx.brand, query.status), {
    guard: guard('payments.read'),
    openWhenClosed: true,
  });
  registerOperation(
    app,
    operatorApproveDeposit,
    ({ req, body }) => s.deposits.approve(req.ctx.brand, body.orderNo, by(req)),
    {
      guard: guard('payments.review'),
      openWhenClosed: true,
    },
  );
  registerOperation(
    app,
    operatorRejectDeposit,
    ({ req, body }) => s.deposits.reject(req.ctx.brand, body.orderNo, body.remark, by(req)),
    { guard: guard('payments.review'), openWhenClosed: true },
  );
  registerOperation(
    app,
    operatorListWithdrawals,
    ({ req, query }) => s.backoffice.withdrawals(req.ctx.brand, query.status),
    { guard: guard('payments.read'), openWhenClosed: true },
  );
  registerOperation(
    app,
    operatorApproveWithdrawal,
    ({ req, body }) => s.withdrawals.approve(req.ctx.brand, body.orderNo, by(req)),
    { guard: guard('payments.review'), openWhenClosed: true },
  );
  registerOperation(
    app,
    operatorPayWithdrawal,
    ({ req, body }) => s.withdrawals.pay(req.ctx.brand, body.orderNo, by(req)),
    {
      guard: guard('payments.review'),
      openWhenClosed: true,
    },
  );
  registerOperation(
    app,
    operatorRejectWithdrawal,
    ({ req, body }) => s.withdrawals.reject(req.ctx.brand, body.orderNo, body.remark, by(req)),
    { guard: guard('payments.review'), openWhenClosed: true },
  );
  registerOperation(
    app,
    operatorResolveWithdrawal,
    ({ req, body }) => s.withdrawals.resolveDispute(req.ctx.brand, body, by(req)),
    { guard: guard('payments.review'), openWhenClosed: true },
  );
  registerOperation(
    app,
    operatorAdjustBalance,
    ({ req, body }) => s.backoffice.adjust(req.ctx.brand, by(req).actor, req.ctx.ip, body),
    { guard: guard('money.adjust'), openWhenClosed: true },
  );
  registerOperation(app, operatorLedgerAudit, ({ req }) => s.backoffice.ledgerAudit(req.ctx.brand.merchant.code), {
    guard: guard('ledger.audit'),
    openWhenClosed: true,
  });
  registerOperation(
    app,
    operatorAuditLog,
    ({ req, query }) => s.operators.auditLog(req.ctx.brand.merchant.code, query.page),
    {
      guard: guard('audit.read'),
      openWhenClosed: true,
    },
  );

  /** Receipts and proofs for review. */
  app.get(
    '/wps/operator/v1/files/:id',
    {
      schema: { hide: true, params: z.object({ id: z.string().max(64) }) },
      onRequest: guard('payments.read'),
      config: open,
    },
    async (req, reply) => {
      const file = await s.uploads.read(req.ctx.brand.merchant.code, (req.params as { id: string }).id, null);
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', 'private, no-store')
        .send(file.data);
    },
  );
};
