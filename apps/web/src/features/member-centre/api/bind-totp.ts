import { call } from '../../../lib/api-client';

export const bindTotpRequest = (code: string) => call('bindTotp', { body: { code } });
