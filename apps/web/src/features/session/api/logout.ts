import { call } from '../../../lib/api-client';

export const logoutRequest = () => call('logout');
