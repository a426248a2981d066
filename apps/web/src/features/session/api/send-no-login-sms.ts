import { call } from '../../../lib/api-client';

/** A code to a number for a member who is not logged in (login verification, password reset). */
export const sendNoLoginSmsRequest = (mobileNum: string, countryDialingCode: string) =>
  call('sendNoLoginSms', { body: { mobileNum, countryDialingCode } });
