import type { HttpMethod } from './operation.js';
import { GAMES_API } from './games-api-routes.js';
import { WALLET_API } from './wallet-api-routes.js';

/**
 * Method and path of every operation, without schemas: the portal's fetchers import this (and
 * the operation types), so zod stays out of its first bundle. Forms that validate load the
 * operation schemas in their own lazy chunks.
 */
export const API = {
  getStatus: { method: 'GET', path: '/wps/system/status' },
  getWhitelabel: { method: 'GET', path: '/wps/system/whitelabel' },
  getRegisterSettings: { method: 'GET', path: '/wps/system/setting/register' },
  getDomainRoute: { method: 'GET', path: '/wps/system/domainRoute' },
  getHelpCenter: { method: 'GET', path: '/wps/system/helpCenter' },
  getCountries: { method: 'GET', path: '/wps/system/country' },
  ping: { method: 'GET', path: '/wps/system/test/ping' },
  getListAnnouncements: { method: 'GET', path: '/wps/relay/MCSFE_getListAnnouncements' },
  getGameVendors: { method: 'GET', path: '/wps/relay/GCSGAME_gameVendor' },
  getRsaKey: { method: 'GET', path: '/wps/session/key/rsa' },
  getCaptcha: { method: 'GET', path: '/wps/captcha' },
  login: { method: 'POST', path: '/wps/session/login' },
  loginVerification: { method: 'POST', path: '/wps/session/login/verification' },
  logout: { method: 'DELETE', path: '/wps/session/logout' },
  loginFreeplay: { method: 'POST', path: '/wps/session/login/freeplay' },
  sendRegisterSms: { method: 'POST', path: '/wps/verification/sms/register' },
  sendNoLoginSms: { method: 'POST', path: '/wps/verification/sms/noLogin' },
  register: { method: 'PUT', path: '/wps/member/register' },
  registerMobile: { method: 'PUT', path: '/wps/member/register/mobile' },
  getMemberInfo: { method: 'GET', path: '/wps/member/info' },
  changePassword: { method: 'POST', path: '/wps/member/password' },
  getMemberIcon: { method: 'GET', path: '/wps/member/info/icon' },
  getRecentLogins: { method: 'GET', path: '/wps/member/security/logins' },
  setPaymentPassword: { method: 'PUT', path: '/wps/member/security/paymentPassword' },
  setupTotp: { method: 'POST', path: '/wps/member/security/totp/setup' },
  bindTotp: { method: 'POST', path: '/wps/member/security/totp/bind' },
  sendBindMobileCode: { method: 'POST', path: '/wps/member/security/mobile/send' },
  bindMobile: { method: 'POST', path: '/wps/member/security/mobile/bind' },
  sendBindEmailCode: { method: 'POST', path: '/wps/member/security/email/send' },
  bindEmail: { method: 'POST', path: '/wps/member/security/email/bind' },
  getPlayerAvatar: { method: 'GET', path: '/wps/relay/MCSFE_getPlayerAvatar' },
  setMemberLanguage: { method: 'PUT', path: '/wps/member/language' },
  resetPasswordBySms: { method: 'POST', path: '/wps/member/password/verification' },
  requestPasswordEmail: { method: 'POST', path: '/wps/member/password/email' },
  resetPasswordByEmail: { method: 'POST', path: '/wps/member/password/reset' },
  getThirdPartyProviders: { method: 'GET', path: '/wps/session/oauth/providers' },
  thirdPartyLogin: { method: 'POST', path: '/wps/session/oauth/login' },
  thirdPartyBind: { method: 'POST', path: '/wps/session/oauth/bind' },
  thirdPartyRegister: { method: 'PUT', path: '/wps/session/oauth/register' },
  checkAffiliate: { method: 'GET', path: '/wps/agent/affiliate' },
  ...WALLET_API,
  ...GAMES_API,
} as const satisfies Record<string, { method: HttpMethod; path: string }>;

export type ApiRoute = { method: HttpMethod; path: string };
