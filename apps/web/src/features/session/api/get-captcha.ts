import { call } from '../../../lib/api-client';

export const fetchCaptcha = () => call('getCaptcha', { query: { t: String(Date.now()) } });
