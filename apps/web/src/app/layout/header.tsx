import { type Language, WhitelabelModule } from '@pagoda/contracts';
import { ChevronDown, Moon, Sun } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { useAgentCentre } from '../../features/agent-centre/agent-centre-state';
import { CategoryNav } from '../../features/games/components/category-nav';
import { PromotionCountBadge } from '../../features/promotions/components/promotion-count-badge';
import { RewardCountButton } from '../../features/rewards/components/reward-count-button';
import { AccountBar } from '../../features/session/components/account-bar';
import { useSession } from '../../features/session/session-context';
import { useToken } from '../../features/session/session-store';
import { useBrand } from '../../features/system/hooks/use-brand';
import { TopBalance } from '../../features/wallet/components/top-balance';
import { DROPDOWN_BLUR_DELAY_MS } from '../../lib/ui-timings';
import { useMemberCentre } from '../member-centre-state';
import { useTheme } from '../theme';
import { LanguagePicker } from './language-picker';

/** The header's username/mobile login choice, shown when SMS-code login is on (MOBILEVERCODELOGIN3). */
const LoginChooser = ({ onChoose }: { onChoose: (tab: 'username' | 'sms') => void }) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className="login-chooser" onBlur={() => setTimeout(() => setOpen(false), DROPDOWN_BLUR_DELAY_MS)}>
      <button
        type="button"
        className="icon-btn"
        aria-label={t('header.login_options')}
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        <ChevronDown aria-hidden="true" size={16} />
      </button>
      {open ? (
        <div className="login-chooser__menu" role="menu">
          <button type="button" role="menuitem" onClick={() => onChoose('username')}>
            {t('session.tab_username')}
          </button>
          <button type="button" role="menuitem" onClick={() => onChoose('sms')}>
            {t('session.tab_sms')}
          </button>
        </div>
      ) : null}
    </div>
  );
};

export const Header = ({
  languages,
  canRegister,
  smsLogin,
}: {
  languages: Language[];
  canRegister: boolean;
  smsLogin: boolean;
}) => {
  const { t } = useTranslation();
  const { theme, toggle } = useTheme();
  const { isLoggedIn, requestLogin, openModal, openLogin } = useSession();
  const token = useToken();
  const { openCentre } = useMemberCentre();
  const { openAgentCentre } = useAgentCentre();
  const { brand, modules } = useBrand();
  return (
    <header className="site-header">
      <div className="top-bar">
        <div className="container top-bar__inner">
          <p className="top-bar__tagline">{t('app.tagline')}</p>
          <div className="top-bar__actions">
            <LanguagePicker languages={languages} />
            <button
              type="button"
              className="icon-btn"
              onClick={toggle}
              aria-label={t('header.toggle_theme')}
              title={t(theme === 'light' ? 'header.theme_dark' : 'header.theme_light')}
              aria-pressed={theme === 'dark'}
            >
              {theme === 'light' ? <Moon aria-hidden="true" size={16} /> : <Sun aria-hidden="true" size={16} />}
            </button>
            {isLoggedIn ? (
              <>
                <RewardCountButton onOpen={() => openCentre('rewardCenter')} />
                <AccountBar
                  onOpenCentre={openCentre}
                  onOpenAgentCentre={
                    modules[WhitelabelModule.AgentCentre] ? () => openAgentCentre('agentTeamOverview') : undefined
                  }
                  balance={<TopBalance />}
                />
              </>
            ) : (
              <>
                <button type="button" className="btn btn--primary btn--sm" onClick={requestLogin}>
                  {t('header.login')}
                </button>
                {smsLogin ? <LoginChooser onChoose={openLogin} /> : null}
                {canRegister ? (
                  <button type="button" className="btn btn--sm btn--ghost" onClick={() => openModal('register')}>
                    {t('header.register')}
                  </button>
                ) : null}
              </>
            )}
          </div>
        </div>
      </div>
      <nav className="bottom-bar" aria-label={t('header.main_nav')}>
        <div className="container bottom-bar__inner">
          <Link to="/" className="bottom-bar__logo">
            <BrandLogo brand={brand} width={150} height={40} />
          </Link>
          <ul className="bottom-bar__menu">
            <li>
              <NavLink to="/" end>
                {t('nav.home')}
              </NavLink>
            </li>
            <CategoryNav />
            <li>
              <NavLink to="/promotions">
                {t('nav.promotions')}
                <PromotionCountBadge token={token} />
              </NavLink>
            </li>
          </ul>
        </div>
      </nav>
    </header>
  );
};
