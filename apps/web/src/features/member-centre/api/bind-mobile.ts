import { type Body, callEncrypted } from '../../../lib/api-client';

export const bindMobileRequest = (body: Body<'bindMobile'>) => callEncrypted('bindMobile', body);
