import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Body, call, callEncrypted } from '../../../lib/api-client';
import { useToken } from '../session-store';

/** Session and account calls of spec §7; (E) ones go through callEncrypted. */
export const loginRequest = (body: Body<'login'>) => callEncrypted('login', body);
export const loginVerificationRequest = (body: Body<'loginVerification'>) => callEncrypted('loginVerification', body);
export const registerRequest = (body: Body<'register'>) => callEncrypted('register', body);
export const registerMobileRequest = (body: Body<'registerMobile'>) => callEncrypted('registerMobile', body);
export const freeplayRequest = () =>
  call('loginFreeplay', { body: { os: navigator.platform.slice(0, 32), platform: 'W' } });
export const logoutRequest = () => call('logout');
export const changePasswordRequest = (body: Body<'changePassword'>) => callEncrypted('changePassword', body);
export const sendRegisterSmsRequest = (mobileNo: string, countryDialingCode: string) =>
  call('sendRegisterSms', { body: { mobileNo, countryDialingCode } });
export const sendNoLoginSmsRequest = (mobileNum: string, countryDialingCode: string) =>
  call('sendNoLoginSms', { body: { mobileNum, countryDialingCode } });
export const resetPasswordBySmsRequest = (body: Body<'resetPasswordBySms'>) =>
  callEncrypted('resetPasswordBySms', body);
export const requestPasswordEmailRequest = (username: string, email: string) =>
  // The original posts this one as a form, not JSON.
  call('requestPasswordEmail', { body: { username, email }, form: true });
export const resetPasswordByEmailRequest = (body: Body<'resetPasswordByEmail'>) =>
  callEncrypted('resetPasswordByEmail', body);
/** Resolves when the affiliate code is valid on this domain; the portal never alerts its failure. */
export const checkAffiliateRequest = (code: string, domain: string) =>
  call('checkAffiliate', { query: { code, ...(domain ? { domain } : {}) } });
export const fetchCaptcha = () => call('getCaptcha', { query: { t: String(Date.now()) } });

export const memberInfoQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['member', 'info', token],
    queryFn: ({ signal }) => call('getMemberInfo', { signal }),
    enabled: Boolean(token),
    staleTime: 60_000,
    retry: false,
  });

export const useMemberInfo = () => {
  const token = useToken();
  return useQuery(memberInfoQueryOptions(token));
};
