import { errorMessageKey } from '@pagoda/contracts';
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client';

/** A failed agent call as translated text: the errorCode's key (with the field of a validation error). */
export const errorText = (t: TFunction, err: unknown): string => {
  if (!(err instanceof ApiError)) return t('error.network');
  const fields = (err.value as { fields?: { field: string; message: string }[] } | null)?.fields;
  const text = t(errorMessageKey(err.code), { defaultValue: err.message });
  return err.code === 'validation.failed' && fields?.[0] ? `${text} (${fields[0].message})` : text;
};
