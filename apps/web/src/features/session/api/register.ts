import { type Body, callEncrypted } from '../../../lib/api-client';

export const registerRequest = (body: Body<'register'>) => callEncrypted('register', body);
