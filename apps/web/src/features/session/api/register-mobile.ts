import { type Body, callEncrypted } from '../../../lib/api-client';

/** Registration by a verified mobile number. */
export const registerMobileRequest = (body: Body<'registerMobile'>) => callEncrypted('registerMobile', body);
