import { type Body, callEncrypted } from '../../../lib/api-client';

/** Sets a new password with the token from the reset email. */
export const resetPasswordByEmailRequest = (body: Body<'resetPasswordByEmail'>) =>
  callEncrypted('resetPasswordByEmail', body);
