import { call } from '../../../lib/api-client';

export const sendBindEmailCodeRequest = (email: string) => call('sendBindEmailCode', { body: { email } });
