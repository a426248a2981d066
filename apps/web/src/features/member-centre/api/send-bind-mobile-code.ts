import { call } from '../../../lib/api-client';

export const sendBindMobileCodeRequest = (mobileNum: string, countryDialingCode: string) =>
  call('sendBindMobileCode', { body: { mobileNum, countryDialingCode } });
