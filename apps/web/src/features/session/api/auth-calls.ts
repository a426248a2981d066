import { API } from '@pagoda/contracts/api-routes';
import type {
  changePassword as ChangePasswordOp,
  checkAffiliate as CheckAffiliateOp,
  getCaptcha as GetCaptchaOp,
  getMemberInfo as GetMemberInfoOp,
  login as LoginOp,
  loginVerification as LoginVerificationOp,
  LoginBody,
  loginFreeplay as FreeplayOp,
  logout as LogoutOp,
  register as RegisterOp,
  requestPasswordEmail as RequestPasswordEmailOp,
  resetPasswordByEmail as ResetPasswordByEmailOp,
  resetPasswordBySms as ResetPasswordBySmsOp,
  RegisterBody,
  registerMobile as RegisterMobileOp,
  sendNoLoginSms as SendNoLoginSmsOp,
  sendRegisterSms as SendRegisterSmsOp,
} from '@pagoda/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, callEncrypted } from '../../../lib/api-client';
import { useToken } from '../session-store';

/** Session and account calls of spec §7; (E) ones go through callEncrypted. */
export const loginRequest = (body: LoginBody) => callEncrypted<typeof LoginOp>(API.login, body);
export const loginVerificationRequest = (body: {
  username: string;
  password: string;
  method: 'E' | 'G' | 'S' | 'P';
  authCode?: string;
  email?: string;
  mobileNum?: string;
  verificationCode?: string;
  payeeName?: string;
}) => callEncrypted<typeof LoginVerificationOp>(API.loginVerification, body);
export const registerRequest = (body: RegisterBody) => callEncrypted<typeof RegisterOp>(API.register, body);
export const registerMobileRequest = (body: RegisterBody) =>
  callEncrypted<typeof RegisterMobileOp>(API.registerMobile, body);
export const freeplayRequest = () =>
  call<typeof FreeplayOp>(API.loginFreeplay, { body: { os: navigator.platform.slice(0, 32), platform: 'W' } });
export const logoutRequest = () => call<typeof LogoutOp>(API.logout);
export const changePasswordRequest = (body: { oldPassword: string; newPassword: string; confirmNewPassword: string }) =>
  callEncrypted<typeof ChangePasswordOp>(API.changePassword, body);
export const sendRegisterSmsRequest = (mobileNo: string, countryDialingCode: string) =>
  call<typeof SendRegisterSmsOp>(API.sendRegisterSms, { body: { mobileNo, countryDialingCode } });
export const sendNoLoginSmsRequest = (mobileNum: string, countryDialingCode: string) =>
  call<typeof SendNoLoginSmsOp>(API.sendNoLoginSms, { body: { mobileNum, countryDialingCode } });
export const resetPasswordBySmsRequest = (body: {
  newPassword: string;
  mobileNum: string;
  verificationCode: string;
  countryDialingCode: string;
}) => callEncrypted<typeof ResetPasswordBySmsOp>(API.resetPasswordBySms, body);
export const requestPasswordEmailRequest = (username: string, email: string) =>
  call<typeof RequestPasswordEmailOp>(API.requestPasswordEmail, {
    // The original posts this one as a form (api-observed §1.1).
    body: new URLSearchParams({ username, email }).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
export const resetPasswordByEmailRequest = (body: { token: string; newPassword: string; confirmNewPassword: string }) =>
  callEncrypted<typeof ResetPasswordByEmailOp>(API.resetPasswordByEmail, body);
/** Resolves when the affiliate code is valid on this domain; the portal never alerts its failure. */
export const checkAffiliateRequest = (code: string, domain: string) =>
  call<typeof CheckAffiliateOp>(API.checkAffiliate, { query: { code, ...(domain ? { domain } : {}) } });
export const fetchCaptcha = () => call<typeof GetCaptchaOp>(API.getCaptcha, { query: { t: String(Date.now()) } });

export const memberInfoQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['member', 'info', token],
    queryFn: ({ signal }) => call<typeof GetMemberInfoOp>(API.getMemberInfo, { signal }),
    enabled: Boolean(token),
    staleTime: 60_000,
    retry: false,
  });

export const useMemberInfo = () => {
  const token = useToken();
  return useQuery(memberInfoQueryOptions(token));
};
