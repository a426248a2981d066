import { type Body, callEncrypted } from '../../../lib/api-client';

/** (E): binds the provider's identity to an existing account. */
export const thirdPartyBindRequest = (body: Body<'thirdPartyBind'>) => callEncrypted('thirdPartyBind', body);
