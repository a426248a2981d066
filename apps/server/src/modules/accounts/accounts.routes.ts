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
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CAPTCHA_COOKIE, readCookie } from '../../lib/cookies.js';
import { registerOperation, sessionOf } from '../../lib/route.js';
import type { ModuleOptions } from '../../services.js';

const meta = (req: FastifyRequest) => ({
  ip: req.ctx.ip,
  device: String(req.headers['device'] ?? 'web'),
  captchaId: readCookie(req.headers.cookie, CAPTCHA_COOKIE),
});

export const accountsPlugin = async (app: FastifyInstance, { services }: ModuleOptions) => {
  const { accounts } = services;
  registerOperation(app, login, ({ req, body }) => accounts.login.login(req.ctx.brand, body, meta(req)), {
    encrypted: true,
    perMinute: 20,
  });
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
    ({ req, body }) => accounts.login.loginVerification(req.ctx.brand, body, meta(req)),
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
