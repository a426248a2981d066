import { type Body, callEncrypted } from '../../../lib/api-client';

/** (E): sets or changes the payment password that money actions ask for. */
export const setPaymentPasswordRequest = (body: Body<'setPaymentPassword'>) =>
  callEncrypted('setPaymentPassword', body);
