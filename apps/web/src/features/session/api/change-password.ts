import { type Body, callEncrypted } from '../../../lib/api-client';

export const changePasswordRequest = (body: Body<'changePassword'>) => callEncrypted('changePassword', body);
