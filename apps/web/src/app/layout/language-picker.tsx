import type { Language } from '@pagoda/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Globe } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../i18n';

/** Offers the brand's languages; the choice persists (lang, hisLang) and goes out as `Language`. */
export const LanguagePicker = ({ languages }: { languages: Language[] }) => {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const id = useId();
  return (
    <div className="language-picker">
      <label htmlFor={id} className="visually-hidden">
        {t('header.language')}
      </label>
      <Globe aria-hidden="true" className="language-picker__globe" size={16} />
      <select
        id={id}
        value={i18n.language}
        onChange={(e) => {
          void changeLanguage(e.target.value as Language).then(() => queryClient.invalidateQueries());
        }}
      >
        {languages.map((l) => (
          <option key={l} value={l}>
            {t(`language.${l}`)}
          </option>
        ))}
      </select>
    </div>
  );
};
