import { type Body, callEncrypted } from '../../../lib/api-client';

/** (E): opens an account for the provider's identity. */
export const thirdPartyRegisterRequest = (body: Body<'thirdPartyRegister'>) =>
  callEncrypted('thirdPartyRegister', body);
