import {
  operatorListVendors,
  operatorRefreshVendorManifest,
  operatorRevealVendorSecret,
  operatorRotateVendorSecret,
  operatorSetVendorMaintenance,
} from '@pagoda/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ModuleOptions } from '../../services.js';
import { actorOf, registerOperatorOperation } from '../operators/operator-route.js';

const merchantOf = (req: FastifyRequest) => req.ctx.brand.merchant.code;

/** Vendors in the back office: status, maintenance, manifest refresh, secret rotation. */
export const vendorsAdminPlugin = async (app: FastifyInstance, { services: s }: ModuleOptions) => {
  const { vendorsAdmin } = s;
  registerOperatorOperation(app, s.operators, operatorListVendors, ({ req, operator }) =>
    vendorsAdmin.list(merchantOf(req), operator.id),
  );
  registerOperatorOperation(app, s.operators, operatorSetVendorMaintenance, ({ req, body }) =>
    vendorsAdmin.setMaintenance(merchantOf(req), actorOf(req), body),
  );
  registerOperatorOperation(
    app,
    s.operators,
    operatorRefreshVendorManifest,
    ({ req, body }) => vendorsAdmin.refresh(merchantOf(req), actorOf(req), body.vendor),
    { perMinute: 20 },
  );
  registerOperatorOperation(app, s.operators, operatorRotateVendorSecret, ({ req, body }) =>
    vendorsAdmin.requestRotation({ merchantCode: merchantOf(req), ...actorOf(req) }, body),
  );
  registerOperatorOperation(
    app,
    s.operators,
    operatorRevealVendorSecret,
    async ({ req, body, reply }) => {
      // Shown once: no cache may keep it.
      reply.header('cache-control', 'no-store');
      return vendorsAdmin.reveal(merchantOf(req), actorOf(req), body.id);
    },
    { perMinute: 10 },
  );
};
