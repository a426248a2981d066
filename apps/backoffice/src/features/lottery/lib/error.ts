import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api';
import { errorText } from '../../../lib/error-message';

/** A failure as the operator reads it; a vendor's refusal adds the vendor's own reason (an RTP out of range). */
export const lotteryErrorText = (t: TFunction, err: unknown): string => {
  const text = errorText(t, err);
  return err instanceof ApiError && err.code === 'lottery.vendor.refused' && err.message && err.message !== err.code
    ? `${text} ${err.message}`
    : text;
};
