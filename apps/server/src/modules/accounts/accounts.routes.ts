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
import { registerOperation, sessionOf } from '../../lib/route.js';
import type { ModuleOptions } from '../../services.js';
import { CAPTCHA_COOKIE, readCookie } from '../captcha/captcha.service.js';
import { presentMemberInfo } from './accounts.presenter.js';

const meta = (req: FastifyRequest) => ({
  ip: req.ctx.ip,
  device: String(req.headers['device'] ?? 'web'),
  captchaId: readCookie(req.headers.cookie, CAPTCHA_COOKIE),
});

export const accountsPlugin = async (app: FastifyInstance, { services }: ModuleOptions) => {
  const { accounts } = services;
  registerOperation(app, login, ({ req, body }) => accounts.login(req.ctx.brand, body, meta(req)), {
    encrypted: true,
    perMinute: 20,
  });
  registerOperation(app, logout, async ({ req }) => {
    await accounts.logout(sessionOf(req).sessionId);
    return null;
  });
  registerOperation(app, loginFreeplay, ({ req }) => accounts.freeplay(req.ctx.brand, meta(req)), { perMinute: 5 });
  registerOperation(app, register, ({ req, body }) => accounts.register(req.ctx.brand, body, meta(req)), {
    encrypted: true,
    perMinute: 10,
  });
  registerOperation(app, registerMobile, ({ req, body }) => accounts.registerMobile(req.ctx.brand, body, meta(req)), {
    encrypted: true,
    perMinute: 10,
  });
  registerOperation(app, getMemberInfo, async ({ req }) => {
    const { member, labels } = await accounts.memberInfo(sessionOf(req).member);
    return presentMemberInfo(member, labels);
  });
  registerOperation(
    app,
    changePassword,
    async ({ req, body }) => {
      const s = sessionOf(req);
      return accounts.changePassword(req.ctx.brand, s.member, s.sessionId, body);
    },
    { encrypted: true, realAccountOnly: true },
  );
  registerOperation(
    app,
    sendRegisterSms,
    ({ req, body }) => accounts.sendRegisterSms(req.ctx.brand, body, req.ctx.ip),
    { perMinute: 10 },
  );
  registerOperation(app, getMemberIcon, async ({ req }) => sessionOf(req).member.iconId);
  registerOperation(app, getPlayerAvatar, async ({ req }) => ({
    avatarType: 'STATIC' as const,
    avatar: sessionOf(req).member.iconId,
  }));
  registerOperation(app, setMemberLanguage, ({ req, body }) =>
    accounts.setLanguage(sessionOf(req).member, body.language),
  );
  registerOperation(app, resetPasswordBySms, ({ req, body }) => accounts.resetPasswordBySms(req.ctx.brand, body), {
    encrypted: true,
    perMinute: 10,
  });
  registerOperation(
    app,
    requestPasswordEmail,
    ({ req, body }) => accounts.requestPasswordEmail(req.ctx.brand, body, `${req.protocol}://${req.host}`),
    { perMinute: 5 },
  );
  registerOperation(app, resetPasswordByEmail, ({ req, body }) => accounts.resetPasswordByEmail(req.ctx.brand, body), {
    encrypted: true,
    perMinute: 10,
  });
  registerOperation(
    app,
    loginVerification,
    ({ req, body }) => accounts.loginVerification(req.ctx.brand, body, meta(req)),
    {
      encrypted: true,
      perMinute: 20,
    },
  );
  registerOperation(app, getRecentLogins, ({ req }) => accounts.recentLogins(sessionOf(req).member), {
    realAccountOnly: true,
  });
  registerOperation(
    app,
    setPaymentPassword,
    ({ req, body }) => accounts.setPaymentPassword(req.ctx.brand, sessionOf(req).member, body),
    {
      encrypted: true,
      realAccountOnly: true,
    },
  );
  registerOperation(app, setupTotp, ({ req }) => accounts.setupTotp(req.ctx.brand, sessionOf(req).member), {
    realAccountOnly: true,
  });
  registerOperation(app, bindTotp, ({ req, body }) => accounts.bindTotp(sessionOf(req).member, body.code), {
    realAccountOnly: true,
  });
  registerOperation(app, sendNoLoginSms, ({ req, body }) => accounts.sendNoLoginSms(req.ctx.brand, body, req.ctx.ip), {
    perMinute: 10,
  });
};
