import { type Body, callEncrypted } from '../../../lib/api-client';

export const bindEmailRequest = (body: Body<'bindEmail'>) => callEncrypted('bindEmail', body);
