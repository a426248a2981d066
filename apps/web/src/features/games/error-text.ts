import { errorMessageKey } from '@pagoda/contracts';
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client';

/** A failed games call as translated text; vendor maintenance adds its window when given. */
export const gamesErrorText = (t: TFunction, err: unknown): string => {
  if (!(err instanceof ApiError)) return t('error.network');
  const text = t(errorMessageKey(err.code), { defaultValue: err.message });
  const window = (err.value as { content?: { data?: { endTime?: number | string } } } | null)?.content?.data;
  if (window?.endTime) return `${text} (${t('games.until', { time: new Date(window.endTime).toLocaleString() })})`;
  return text;
};
