import { bindEmail, bindMobile, sendBindEmailCode, sendBindMobileCode } from '@pagoda/contracts';
import type { FastifyInstance } from 'fastify';
import { registerOperation, sessionOf } from '../../lib/route.js';
import type { ModuleOptions } from '../../services.js';

/** Security centre: bind or change the mobile number and e-mail address with a code. */
export const bindContactPlugin = async (app: FastifyInstance, { services }: ModuleOptions) => {
  const contacts = services.bindContact;
  registerOperation(
    app,
    sendBindMobileCode,
    ({ req, body }) => contacts.sendMobileCode(req.ctx.brand, sessionOf(req).member, body, req.ctx.ip),
    { realAccountOnly: true, perMinute: 10 },
  );
  registerOperation(
    app,
    bindMobile,
    ({ req, body }) => {
      const s = sessionOf(req);
      return contacts.bindMobile(req.ctx.brand, s.member, s.sessionId, body, req.ctx.ip);
    },
    { encrypted: true, realAccountOnly: true, perMinute: 10 },
  );
  registerOperation(
    app,
    sendBindEmailCode,
    ({ req, body }) => contacts.sendEmailCode(req.ctx.brand, sessionOf(req).member, body, req.ctx.ip),
    { realAccountOnly: true, perMinute: 10 },
  );
  registerOperation(
    app,
    bindEmail,
    ({ req, body }) => {
      const s = sessionOf(req);
      return contacts.bindEmail(req.ctx.brand, s.member, s.sessionId, body, req.ctx.ip);
    },
    { encrypted: true, realAccountOnly: true, perMinute: 10 },
  );
};
