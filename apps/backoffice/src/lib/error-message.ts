import { errorCodes } from '@pagoda/contracts';
import type { TFunction } from 'i18next';
import { ApiError } from './api';

/** Every code of the catalogue is translated in `common` (the locale test checks it), plus the client's own two. */
export const OPERATOR_ERROR_CODES: readonly string[] = errorCodes;

/** The translation key of an error code: dots are kept out of i18next key paths, as in the portal. */
export const errorKey = (code: string) => `common:error.${code.replace(/\./g, '_')}`;

/** A failure as the operator reads it: the envelope's code translated, else a generic line. */
export const errorText = (t: TFunction, err: unknown): string => {
  if (err instanceof ApiError) {
    if (err.code === 'network') return t('common:error.network');
    return t(errorKey(err.code), { defaultValue: t('common:error.unknown') });
  }
  return t('common:error.unknown');
};
