import { queryOptions } from '@tanstack/react-query';
import { type Body, call, callEncrypted } from '../../../lib/api-client';

/** Third-party (OIDC) login: the buttons to show, then the ticket exchanges (docs/api.md). */
export const thirdPartyProvidersQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: ['third-party', 'providers'],
    queryFn: ({ signal }) => call('getThirdPartyProviders', { signal }),
    enabled,
    staleTime: 60_000,
  });

export const thirdPartyLoginRequest = (ticket: string) => call('thirdPartyLogin', { body: { ticket } });
export const thirdPartyBindRequest = (body: Body<'thirdPartyBind'>) => callEncrypted('thirdPartyBind', body);
export const thirdPartyRegisterRequest = (body: Body<'thirdPartyRegister'>) =>
  callEncrypted('thirdPartyRegister', body);
