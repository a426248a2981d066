import { type Body, callEncrypted } from '../../../lib/api-client';

/** (E): the second step of a login that the brand asks to verify. */
export const loginVerificationRequest = (body: Body<'loginVerification'>) => callEncrypted('loginVerification', body);
