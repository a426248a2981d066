import {
  changePassword,
  getMemberIcon,
  getMemberInfo,
  getRecentLogins,
  setupTotp,
  bindTotp,
  setPaymentPassword,
  getPlayerAvatar,
  requestPasswordEmail,
  resetPasswordByEmail,
  resetPasswordBySms,
  setMemberLanguage,
  login,
  loginVerification,
  loginFreeplay,
  logout,
  register,
  registerMobile,
  sendNoLoginSms,
  sendRegisterSms,
} from '@pagoda/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CAPTCHA_COOKIE, LOGIN_TICKET_COOKIE, readCookie } from '../../lib/cookies.js';
import { registerOperation, sessionOf } from '../../lib/route.js';
import type { ModuleOptions } from '../../services.js';
import { LOGIN_TICKET_SECONDS, LoginStepRequired } from './login.service.js';

const meta = (req: FastifyRequest) => ({
  ip: req.ctx.ip,
  device: String(req.headers['device'] ?? 'web'),
  userAgent: String(req.headers['user-agent'] ?? ''),
  captchaId: readCookie(req.headers.cookie, CAPTCHA_COOKIE),
});

/** The second step's ticket travels as an HttpOnly cookie scoped to the login paths (maxAge 0 clears it). */
const ticketCookie = (reply: FastifyReply, value: string, maxAge: number, secure: boolean) =>
  reply.header(
    'set-cookie',
    [
      `${LOGIN_TICKET_COOKIE}=${value}`,
      'Path=/wps/session/login',
      'HttpOnly',
      'SameSite=Strict',
      `Max-Age=${maxAge}`,
      ...(secure ? ['Secure'] : []),
    ].join('; '),
  );

export const accountsPlugin = async (app: FastifyInstance, { services, config }: ModuleOptions) => {
  const { accounts } = services;
  const secureCookies = config.NODE_ENV === 'production';
  registerOperation(
    app,
    login,
    ({ req, body, reply }) =>
      accounts.login.login(req.ctx.brand, body, meta(req)).catch((err: unknown) => {
        if (err instanceof LoginStepRequired) ticketCookie(reply, err.ticket, LOGIN_TICKET_SECONDS, secureCookies);
        throw err;
      }),
    { encrypted: true, perMinute: 20 },
  );
  registerOperation(app, logout, ({ req }) => accounts.login.logout(sessionOf(req).sessionId));
  registerOperation(app, loginFreeplay, ({ req }) => accounts.login.freeplay(req.ctx.brand, meta(req)), {
    perMinute: 5,
  });
  registerOperation(app, register, ({ req, body }) => accounts.registration.register(req.ctx.brand, body, meta(req)), {
    encrypted: true,
    perMinute: 10,
  });
  registerOperation(
    app,
    registerMobile,
    ({ req, body }) => accounts.registration.registerMobile(req.ctx.brand, body, meta(req)),
    {
      encrypted: true,
      perMinute: 10,
    },
  );
  registerOperation(app, getMemberInfo, async ({ req }) => {
    return accounts.profile.memberInfo(sessionOf(req).member);
  });
  registerOperation(
    app,
    changePassword,
    async ({ req, body }) => {
      const s = sessionOf(req);
      return accounts.password.changePassword(req.ctx.brand, s.member, s.sessionId, body);
    },
    { encrypted: true, realAccountOnly: true },
  );
  registerOperation(
    app,
    sendRegisterSms,
    ({ req, body }) => accounts.registration.sendRegisterSms(req.ctx.brand, body, req.ctx.ip),
    { perMinute: 10 },
  );
  registerOperation(app, getMemberIcon, async ({ req }) => accounts.profile.icon(sessionOf(req).member));
  registerOperation(app, getPlayerAvatar, async ({ req }) => accounts.profile.avatar(sessionOf(req).member));
  registerOperation(app, setMemberLanguage, ({ req, body }) =>
    accounts.profile.setLanguage(sessionOf(req).member, body.language),
  );
  registerOperation(
    app,
    resetPasswordBySms,
    ({ req, body }) => accounts.password.resetPasswordBySms(req.ctx.brand, body),
    {
      encrypted: true,
      perMinute: 10,
    },
  );
  registerOperation(
    app,
    requestPasswordEmail,
    ({ req, body }) => accounts.password.requestPasswordEmail(req.ctx.brand, body, `${req.protocol}://${req.host}`),
    { perMinute: 5 },
  );
  registerOperation(
    app,
    resetPasswordByEmail,
    ({ req, body }) => accounts.password.resetPasswordByEmail(req.ctx.brand, body),
    {
      encrypted: true,
      perMinute: 10,
    },
  );
  registerOperation(
    app,
    loginVerification,
    ({ req, body, reply }) => {
      // Spent by this call whatever its outcome, so the browser forgets it too.
      const ticket = readCookie(req.headers.cookie, LOGIN_TICKET_COOKIE);
      if (ticket) ticketCookie(reply, '', 0, secureCookies);
      return accounts.login.loginVerification(req.ctx.brand, body, { ...meta(req), ticket });
    },
    {
      encrypted: true,
      perMinute: 20,
    },
  );
  registerOperation(app, getRecentLogins, ({ req }) => accounts.security.recentLogins(sessionOf(req).member), {
    realAccountOnly: true,
  });
  registerOperation(
    app,
    setPaymentPassword,
    ({ req, body }) => accounts.security.setPaymentPassword(req.ctx.brand, sessionOf(req).member, body),
    {
      encrypted: true,
      realAccountOnly: true,
    },
  );
  registerOperation(app, setupTotp, ({ req }) => accounts.security.setupTotp(req.ctx.brand, sessionOf(req).member), {
    realAccountOnly: true,
  });
  registerOperation(app, bindTotp, ({ req, body }) => accounts.security.bindTotp(sessionOf(req).member, body.code), {
    realAccountOnly: true,
  });
  registerOperation(
    app,
    sendNoLoginSms,
    ({ req, body }) => accounts.login.sendNoLoginSms(req.ctx.brand, body, req.ctx.ip),
    {
      perMinute: 10,
    },
  );
};
