import { Compass, ShieldOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A route the operator's role does not open: reachable by address, but it shows this instead. */
export const NoAccessPage = () => {
  const { t } = useTranslation();
  return (
    <div className="status-page">
      <ShieldOff size={40} aria-hidden />
      <h1>{t('pages.noAccess')}</h1>
      <p className="muted">{t('pages.noAccessHint')}</p>
      <Link className="button" to="/">
        {t('pages.home')}
      </Link>
    </div>
  );
};

export const NotFoundPage = () => {
  const { t } = useTranslation();
  return (
    <div className="status-page">
      <Compass size={40} aria-hidden />
      <h1>{t('pages.notFound')}</h1>
      <Link className="button" to="/">
        {t('pages.home')}
      </Link>
    </div>
  );
};

/** A signed-in operator whose role opens no page at all. */
export const NothingPage = () => {
  const { t } = useTranslation();
  return (
    <div className="status-page">
      <ShieldOff size={40} aria-hidden />
      <h1>{t('pages.nothing')}</h1>
    </div>
  );
};
