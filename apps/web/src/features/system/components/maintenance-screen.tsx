import { Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../../components/brand-logo';
import { formatTime } from '../../../lib/format';
import { useBrand } from '../hooks/use-brand';

export const MaintenanceScreen = ({
  endsAt,
  message,
  onRetry,
}: {
  endsAt: number | null;
  /** The operator's own words for this maintenance (plain text, rendered as text). */
  message?: string | undefined;
  onRetry: () => void;
}) => {
  const { t } = useTranslation();
  const { brand } = useBrand();
  return (
    <main className="status-screen" aria-labelledby="maintenance-title">
      <BrandLogo brand={brand} className="status-screen__logo" width={180} height={48} />
      <div className="status-screen__icon" aria-hidden="true">
        <Wrench size={48} />
      </div>
      <h1 id="maintenance-title">{t('status.game_maintenance')}</h1>
      <p>{t('status.info_maintenance')}</p>
      {message ? <p className="status-screen__message">{message}</p> : null}
      {endsAt ? (
        <p className="status-screen__meta">{t('status.maintenance_until', { time: formatTime(endsAt) })}</p>
      ) : null}
      <button type="button" className="btn btn--primary" onClick={onRetry}>
        {t('status.check_again')}
      </button>
    </main>
  );
};
