import { call } from '../../../lib/api-client';

export const requestPasswordEmailRequest = (username: string, email: string) =>
  // The original posts this one as a form, not JSON.
  call('requestPasswordEmail', { body: { username, email }, form: true });
