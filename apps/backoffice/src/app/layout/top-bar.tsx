import { operatorLogout } from '@pagoda/contracts';
import { LogOut, Moon, PanelLeft, Sun, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { changeLanguage } from '../../i18n';
import { apiCall } from '../../lib/api';
import { useSession } from '../../lib/session';
import { BO_LANGUAGES, getMerchantCode, type BoLanguage } from '../../lib/storage';
import { useTheme } from '../../lib/theme';

/** Each language in its own name, so an operator finds theirs whatever the current one. */
const LANGUAGE_NAMES: Record<BoLanguage, string> = { en: 'EN', zh: '中文', vi: 'Tiếng Việt' };

export const TopBar = ({ onToggleMenu, menuCollapsed }: { onToggleMenu: () => void; menuCollapsed: boolean }) => {
  const { t, i18n } = useTranslation();
  const { operator, signOut } = useSession();
  const { theme, toggle } = useTheme();
  const navigate = useNavigate();
  const merchant = getMerchantCode();

  const leave = async () => {
    try {
      await apiCall(operatorLogout);
    } catch {
      // The session ends on this side whatever the server answers (it may have ended already).
    }
    signOut('signedOut');
    await navigate('/sign-in', { replace: true });
  };

  return (
    <header className="topbar">
      <button
        type="button"
        className="icon-button"
        onClick={onToggleMenu}
        aria-label={t('menu.toggle')}
        aria-expanded={!menuCollapsed}
        aria-controls="sidebar"
      >
        <PanelLeft size={18} aria-hidden />
      </button>
      {merchant ? <span className="topbar__brand">{t('app.brand', { code: merchant })}</span> : null}
      <div className="topbar__spacer" />
      {operator ? (
        <span
          className="topbar__operator"
          title={t('topbar.operator', { name: operator.username, role: operator.role })}
        >
          <UserRound size={16} aria-hidden />
          <span>{operator.username}</span>
          <span className="badge badge--info">{operator.role}</span>
        </span>
      ) : null}
      <label className="topbar__language">
        <span className="visually-hidden">{t('topbar.language')}</span>
        <select
          className="input input--compact"
          value={(BO_LANGUAGES as readonly string[]).includes(i18n.language) ? i18n.language : 'en'}
          onChange={(e) => void changeLanguage(e.target.value as BoLanguage)}
        >
          {BO_LANGUAGES.map((l) => (
            <option key={l} value={l} lang={l === 'zh' ? 'zh-CN' : l}>
              {LANGUAGE_NAMES[l]}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="icon-button" onClick={toggle} aria-label={t(`topbar.theme.${theme}`)}>
        {theme === 'dark' ? <Sun size={18} aria-hidden /> : <Moon size={18} aria-hidden />}
      </button>
      <button type="button" className="button button--ghost" onClick={() => void leave()}>
        <LogOut size={16} aria-hidden />
        {t('topbar.signOut')}
      </button>
    </header>
  );
};
