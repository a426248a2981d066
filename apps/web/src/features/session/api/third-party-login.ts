import { call } from '../../../lib/api-client';

/** Exchanges the provider's ticket for a session, when the identity is already bound. */
export const thirdPartyLoginRequest = (ticket: string) => call('thirdPartyLogin', { body: { ticket } });
