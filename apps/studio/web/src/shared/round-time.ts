import type { StudioLang } from '../../../src/engine/types';
import { HTML_LANG } from './i18n';

/** A round's time in the player's language, to the second (history and verifier). */
export const formatRoundTime = (iso: string, lang: StudioLang): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(HTML_LANG[lang], {
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  }).format(date);
};
