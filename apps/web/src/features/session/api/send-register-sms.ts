import { call } from '../../../lib/api-client';

export const sendRegisterSmsRequest = (mobileNo: string, countryDialingCode: string) =>
  call('sendRegisterSms', { body: { mobileNo, countryDialingCode } });
