import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../i18n';
import { BO_LANGUAGES, type BoLanguage } from '../../lib/storage';
import { useTheme } from '../../lib/theme';

const NAMES: Record<BoLanguage, string> = { en: 'EN', zh: '中文', vi: 'Tiếng Việt' };

/** Language and theme before signing in. */
export const LanguageThemeBar = () => {
  const { t, i18n } = useTranslation();
  const { theme, toggle } = useTheme();
  return (
    <div className="sign-in__bar">
      <label>
        <span className="visually-hidden">{t('topbar.language')}</span>
        <select
          className="input input--compact"
          value={i18n.language}
          onChange={(e) => void changeLanguage(e.target.value as BoLanguage)}
        >
          {BO_LANGUAGES.map((l) => (
            <option key={l} value={l} lang={l === 'zh' ? 'zh-CN' : l}>
              {NAMES[l]}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="icon-button" onClick={toggle} aria-label={t(`topbar.theme.${theme}`)}>
        {theme === 'dark' ? <Sun size={18} aria-hidden /> : <Moon size={18} aria-hidden />}
      </button>
    </div>
  );
};
