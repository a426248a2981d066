import { API } from '@pagoda/contracts/api-routes';
import type {
  bindTotp as BindTotpOp,
  getRecentLogins as GetRecentLoginsOp,
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
