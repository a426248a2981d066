import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Body, call, callEncrypted } from '../../../lib/api-client';

export const recentLoginsQueryOptions = () =>
  queryOptions({
    queryKey: ['member', 'recent-logins'],
    queryFn: ({ signal }) => call('getRecentLogins', { signal }),
    staleTime: 30_000,
  });

export const useRecentLogins = () => useQuery(recentLoginsQueryOptions());

export const setPaymentPasswordRequest = (body: Body<'setPaymentPassword'>) =>
  callEncrypted('setPaymentPassword', body);

export const setupTotpRequest = () => call('setupTotp');
export const bindTotpRequest = (code: string) => call('bindTotp', { body: { code } });

/** The brand's default country, whose dialing code a first mobile binding starts from. */
export const useBrandCountry = () =>
  useQuery({
    queryKey: ['system', 'country'],
    queryFn: ({ signal }) => call('getCountries', { signal }),
    staleTime: 3_600_000,
  });

export const sendBindMobileCodeRequest = (mobileNum: string, countryDialingCode: string) =>
  call('sendBindMobileCode', { body: { mobileNum, countryDialingCode } });
export const bindMobileRequest = (body: Body<'bindMobile'>) => callEncrypted('bindMobile', body);

export const sendBindEmailCodeRequest = (email: string) => call('sendBindEmailCode', { body: { email } });
export const bindEmailRequest = (body: Body<'bindEmail'>) => callEncrypted('bindEmail', body);
