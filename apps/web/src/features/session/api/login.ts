import { type Body, callEncrypted } from '../../../lib/api-client';

/** (E): the credentials travel encrypted. */
export const loginRequest = (body: Body<'login'>) => callEncrypted('login', body);
