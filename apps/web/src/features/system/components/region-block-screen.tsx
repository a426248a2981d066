import { Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../../components/brand-logo';
import { useBrand } from '../hooks/use-brand';

export const RegionBlockScreen = ({ ip, onContact }: { ip: string; onContact: (() => void) | null }) => {
  const { t } = useTranslation();
  const { brand } = useBrand();
  return (
    <main className="status-screen" aria-labelledby="block-title">
      <BrandLogo brand={brand} className="status-screen__logo" width={180} height={48} />
      <div className="status-screen__icon" aria-hidden="true">
        <Globe size={48} />
      </div>
      <h1 id="block-title">{t('status.blockip')}</h1>
      <p>{t('status.info_ip_block')}</p>
      <p className="status-screen__meta" data-testid="visitor-ip">
        {t('status.your_ip', { ip })}
      </p>
      {onContact ? (
        <button type="button" className="btn btn--primary" onClick={onContact}>
          {t('status.contact_service')}
        </button>
      ) : null}
    </main>
  );
};
