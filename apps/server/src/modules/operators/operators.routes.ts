import {
  operatorAdjustBalance,
  operatorApproveDeposit,
  operatorApproveWithdrawal,
  operatorCreateOperator,
  operatorCreateRole,
  operatorDeleteRole,
  operatorEndSessions,
  operatorLedgerAudit,
  operatorListDeposits,
  operatorListLogins,
  operatorListOperators,
  operatorListRoles,
  operatorListWithdrawals,
  operatorLoginPassword,
  operatorLoginTotp,
  operatorLogout,
  operatorMe,
  operatorResetPassword,
  operatorResetTotp,
  operatorSearchAudit,
  operatorUpdateOperator,
  operatorUpdateRole,
  operatorPayWithdrawal,
  operatorRejectDeposit,
  operatorRejectWithdrawal,
  operatorResolveWithdrawal,
  type OperatorPermission,
} from '@pagoda/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { firstHeader } from '../../lib/http.js';
import { registerOperation } from '../../lib/route.js';
import type { ModuleOptions } from '../../services.js';
import { actorOf, operatorGuard, operatorOf, registerOperatorOperation } from './operator-route.js';

/** The operator API (back office). Open during maintenance and region blocks: staff must work then. */
export const operatorsPlugin = async (app: FastifyInstance, { services: s }: ModuleOptions) => {
  const guard = (permission: OperatorPermission | null) => operatorGuard(s.operators, permission);
  const op = operatorOf;
  const by = (req: FastifyRequest) => ({ actor: `operator:${op(req).username}` });
  const open = { openWhenClosed: true };

  const client = (req: FastifyRequest) => ({ ip: req.ctx.ip, userAgent: firstHeader(req.headers['user-agent']) ?? '' });
  const maker = (req: FastifyRequest) => ({ merchantCode: req.ctx.brand.merchant.code, ...actorOf(req) });

  // Sign-in: password, then the TOTP code (enrolment at first sign-in). Per-IP limits on both steps;
  // the per-operator lockout is the service's.
  registerOperation(
    app,
    operatorLoginPassword,
    ({ req, body }) =>
      s.operators.loginPassword(req.ctx.brand.merchant.code, body.username, body.password, client(req)),
    { perMinute: 10, openWhenClosed: true },
  );
  registerOperation(
    app,
    operatorLoginTotp,
    ({ req, body }) => s.operators.loginTotp(req.ctx.brand.merchant.code, body.ticket, body.code, client(req)),
    { perMinute: 10, openWhenClosed: true },
  );
  registerOperatorOperation(app, s.operators, operatorMe, async ({ operator }) => s.operators.me(operator));
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
    ({ req, body }) => s.backoffice.requestPay(s.approvals, req.ctx.brand, maker(req), body.orderNo),
    { guard: guard('payments.review'), openWhenClosed: true },
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
    ({ req, body }) => s.backoffice.requestAdjust(s.approvals, req.ctx.brand, maker(req), body),
    { guard: guard('money.adjust'), openWhenClosed: true },
  );
  registerOperation(app, operatorLedgerAudit, ({ req }) => s.backoffice.ledgerAudit(req.ctx.brand.merchant.code), {
    guard: guard('ledger.audit'),
    openWhenClosed: true,
  });
  registerOperatorOperation(app, s.operators, operatorSearchAudit, ({ req, query }) =>
    s.operatorAdmin.searchAudit(req.ctx.brand, query),
  );

  // Operators and roles of the brand.
  const code = (req: FastifyRequest) => req.ctx.brand.merchant.code;
  registerOperatorOperation(app, s.operators, operatorListOperators, ({ req, query }) =>
    s.operatorAdmin.list(code(req), query),
  );
  registerOperatorOperation(app, s.operators, operatorCreateOperator, ({ req, body }) =>
    s.operatorAdmin.create(maker(req), body),
  );
  registerOperatorOperation(app, s.operators, operatorUpdateOperator, ({ req, body }) =>
    s.operatorAdmin.update(maker(req), body),
  );
  registerOperatorOperation(app, s.operators, operatorResetTotp, ({ req, body }) =>
    s.operatorAdmin.resetTotp(maker(req), body.id),
  );
  registerOperatorOperation(app, s.operators, operatorResetPassword, ({ req, body }) =>
    s.operatorAdmin.resetPassword(maker(req), body.id),
  );
  registerOperatorOperation(app, s.operators, operatorEndSessions, ({ req, body }) =>
    s.operatorAdmin.endSessions(maker(req), body.id),
  );
  registerOperatorOperation(app, s.operators, operatorListLogins, ({ req, query }) =>
    s.operatorAdmin.logins(code(req), query),
  );
  registerOperatorOperation(app, s.operators, operatorListRoles, ({ req }) => s.operatorAdmin.roles(code(req)));
  registerOperatorOperation(app, s.operators, operatorCreateRole, ({ req, body }) =>
    s.operatorAdmin.createRole(maker(req), body),
  );
  registerOperatorOperation(app, s.operators, operatorUpdateRole, ({ req, body }) =>
    s.operatorAdmin.updateRole(maker(req), body),
  );
  registerOperatorOperation(app, s.operators, operatorDeleteRole, ({ req, body }) =>
    s.operatorAdmin.deleteRole(maker(req), body.key),
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
