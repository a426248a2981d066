import { bindEmail, bindMobile, sendBindEmailCode, sendBindMobileCode } from '@pagoda/contracts';
import type { FastifyInstance } from 'fastify';
import { registerOperation, sessionOf } from '../../lib/route.js';
import type { BindContactService } from './bind-contact.service.js';

/** Security centre: bind or change the mobile number and e-mail address with a code. */
export const bindContactRoutes = (app: FastifyInstance, contacts: BindContactService) => {
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
