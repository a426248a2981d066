import {
  addPayoutAccount,
  cancelDeposit,
  createDeposit,
  getDepositMethods,
  getDepositReport,
  getPaymentConfirmationList,
  getWithdrawReport,
  getWithdrawSettings,
  processC2CTransaction,
  removePayoutAccount,
  updateDepositReference,
  uploadImage,
  withdraw,
} from '@pagoda/contracts';
import type { FastifyInstance } from 'fastify';
import { registerOperation, requireMember, sessionOf } from '../../lib/route.js';
import type { ModuleOptions } from '../../services.js';

/** Deposit, withdrawal and upload calls of the member centre (all real-account only). */
export const paymentsPlugin = async (app: FastifyInstance, { services: s }: ModuleOptions) => {
  const real = { realAccountOnly: true };
  registerOperation(app, getDepositMethods, ({ req }) => s.deposits.methods(req.ctx.brand), real);
  registerOperation(
    app,
    createDeposit,
    ({ req, body }) => s.deposits.create(req.ctx.brand, sessionOf(req).member, body),
    { ...real, perMinute: 20 },
  );
  registerOperation(
    app,
    updateDepositReference,
    ({ req, body }) => s.deposits.submitReference(sessionOf(req).member, body),
    { ...real, perMinute: 20 },
  );
  registerOperation(app, cancelDeposit, ({ req, body }) => s.deposits.cancel(sessionOf(req).member, body), real);
  registerOperation(app, getDepositReport, ({ req, query }) => s.deposits.report(sessionOf(req).member, query), real);

  // Receipts arrive as data URLs (the original's uploadDepositEncodedImage): 5 MB → ~6.7 MB of base64.
  registerOperation(
    app,
    uploadImage,
    ({ req, body }) => s.uploads.store(req.ctx.brand.merchant.code, sessionOf(req).member.id, body.image),
    { ...real, perMinute: 20, bodyLimit: 7_500_000 },
  );

  /** A member's own upload, for the portal's previews; operators use the operator API. */
  app.get<{ Params: { id: string } }>(
    '/wps/files/:id',
    { schema: { hide: true }, onRequest: requireMember },
    async (req, reply) => {
      const file = await s.uploads.read(req.ctx.brand.merchant.code, req.params.id, sessionOf(req).member.id);
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(file.data);
    },
  );

  registerOperation(
    app,
    getWithdrawSettings,
    ({ req }) => s.withdrawals.settings(req.ctx.brand, sessionOf(req).member),
    real,
  );
  registerOperation(
    app,
    addPayoutAccount,
    ({ req, body }) => s.withdrawals.addAccount(req.ctx.brand, sessionOf(req).member, body),
    { ...real, perMinute: 10 },
  );
  registerOperation(
    app,
    removePayoutAccount,
    ({ req, body }) => s.withdrawals.removeAccount(sessionOf(req).member, body),
    real,
  );
  registerOperation(
    app,
    withdraw,
    ({ req, body }) => s.withdrawals.request(req.ctx.brand, sessionOf(req).member, body),
    { ...real, encrypted: true, perMinute: 10 },
  );
  registerOperation(
    app,
    getWithdrawReport,
    ({ req, query }) => s.withdrawals.report(sessionOf(req).member, query),
    real,
  );
  registerOperation(
    app,
    getPaymentConfirmationList,
    ({ req }) => s.withdrawals.confirmationList(sessionOf(req).member),
    real,
  );
  registerOperation(
    app,
    processC2CTransaction,
    ({ req, body }) => s.withdrawals.confirm(req.ctx.brand, sessionOf(req).member, body),
    { ...real, perMinute: 20 },
  );
};
