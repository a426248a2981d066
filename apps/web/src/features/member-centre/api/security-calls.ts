import { API } from '@pagoda/contracts/api-routes';
import type {
  bindEmail as BindEmailOp,
  bindMobile as BindMobileOp,
  bindTotp as BindTotpOp,
  getCountries as GetCountriesOp,
  getRecentLogins as GetRecentLoginsOp,
  sendBindEmailCode as SendBindEmailCodeOp,
  sendBindMobileCode as SendBindMobileCodeOp,
  setPaymentPassword as SetPaymentPasswordOp,
  setupTotp as SetupTotpOp,
} from '@pagoda/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, callEncrypted } from '../../../lib/api-client';

export const recentLoginsQueryOptions = () =>
  queryOptions({
    queryKey: ['member', 'recent-logins'],
    queryFn: ({ signal }) => call<typeof GetRecentLoginsOp>(API.getRecentLogins, { signal }),
    staleTime: 30_000,
  });

export const useRecentLogins = () => useQuery(recentLoginsQueryOptions());

export const setPaymentPasswordRequest = (body: {
  loginPassword?: string;
  oldPaymentPassword?: string;
  newPaymentPassword: string;
  confirmPaymentPassword: string;
}) => callEncrypted<typeof SetPaymentPasswordOp>(API.setPaymentPassword, body);

export const setupTotpRequest = () => call<typeof SetupTotpOp>(API.setupTotp);
export const bindTotpRequest = (code: string) => call<typeof BindTotpOp>(API.bindTotp, { body: { code } });

/** The brand's default country, whose dialing code a first mobile binding starts from. */
export const useBrandCountry = () =>
  useQuery({
    queryKey: ['system', 'country'],
    queryFn: ({ signal }) => call<typeof GetCountriesOp>(API.getCountries, { signal }),
    staleTime: 3_600_000,
  });

export const sendBindMobileCodeRequest = (mobileNum: string, countryDialingCode: string) =>
  call<typeof SendBindMobileCodeOp>(API.sendBindMobileCode, { body: { mobileNum, countryDialingCode } });
export const bindMobileRequest = (body: {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  password?: string;
}) => callEncrypted<typeof BindMobileOp>(API.bindMobile, body);

export const sendBindEmailCodeRequest = (email: string) =>
  call<typeof SendBindEmailCodeOp>(API.sendBindEmailCode, { body: { email } });
export const bindEmailRequest = (body: { email: string; verificationCode: string; password?: string }) =>
  callEncrypted<typeof BindEmailOp>(API.bindEmail, body);
