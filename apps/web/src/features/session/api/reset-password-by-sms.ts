import { type Body, callEncrypted } from '../../../lib/api-client';

export const resetPasswordBySmsRequest = (body: Body<'resetPasswordBySms'>) =>
  callEncrypted('resetPasswordBySms', body);
