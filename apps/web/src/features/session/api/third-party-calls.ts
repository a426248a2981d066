import { API } from '@pagoda/contracts/api-routes';
import type {
  getThirdPartyProviders as GetProvidersOp,
  thirdPartyBind as BindOp,
  thirdPartyLogin as LoginOp,
  thirdPartyRegister as RegisterOp,
} from '@pagoda/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call, callEncrypted } from '../../../lib/api-client';

/** Third-party (OIDC) login: the buttons to show, then the ticket exchanges (docs/api.md). */
export const thirdPartyProvidersQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: ['third-party', 'providers'],
    queryFn: ({ signal }) => call<typeof GetProvidersOp>(API.getThirdPartyProviders, { signal }),
    enabled,
    staleTime: 60_000,
  });

export const thirdPartyLoginRequest = (ticket: string) =>
  call<typeof LoginOp>(API.thirdPartyLogin, { body: { ticket } });
export const thirdPartyBindRequest = (body: {
  ticket: string;
  username: string;
  password: string;
  captcha?: string | null;
}) => callEncrypted<typeof BindOp>(API.thirdPartyBind, body);
export const thirdPartyRegisterRequest = (body: Record<string, string> & { ticket: string; username: string }) =>
  callEncrypted<typeof RegisterOp>(API.thirdPartyRegister, body);
