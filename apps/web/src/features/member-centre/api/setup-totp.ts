import { call } from '../../../lib/api-client';

/** A new authenticator secret to scan, bound only once a code from it is confirmed. */
export const setupTotpRequest = () => call('setupTotp');
