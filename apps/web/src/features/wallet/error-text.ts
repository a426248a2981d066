import { errorMessageKey } from '@pagoda/contracts';
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client';
import { formatMoney } from '../../lib/format';

/** A failed wallet call as translated text (the errorCode's key, else the server's message). */
export const errorText = (t: TFunction, err: unknown): string => {
  if (!(err instanceof ApiError)) return t('error.network');
  const fields = (err.value as { fields?: { field: string; message: string }[] } | null)?.fields;
  if (err.code === 'validation.failed' && fields?.[0]) return `${t(errorMessageKey(err.code))} (${fields[0].message})`;
  // bonus.wagering.open carries the remaining turnover and the locked amount.
  const lock = err.value as { remainingTurnover?: number; lockedAmount?: number } | null;
  if (err.code === 'bonus.wagering.open' && typeof lock?.remainingTurnover === 'number')
    return t(errorMessageKey(err.code), {
      defaultValue: err.message,
      remaining: formatMoney(lock.remainingTurnover),
      locked: formatMoney(lock.lockedAmount ?? 0),
    });
  const text = t(errorMessageKey(err.code), { defaultValue: err.message });
  // balance.not.enough carries the balance; amount.out.of.range carries the limits.
  const v = err.value as { balance?: number; min?: number; max?: number } | null;
  if (v && typeof v.min === 'number' && typeof v.max === 'number')
    return `${text} (${t('wallet.limits', { min: formatMoney(v.min), max: formatMoney(v.max) })})`;
  return text;
};
