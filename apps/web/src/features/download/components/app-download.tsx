import type { Resource } from '@pagoda/contracts';
import { QR_DEFAULTS } from '@pagoda/contracts';
import { useTranslation } from 'react-i18next';
import { QrCode } from '../../../components/qr-code';
import './app-download.css';

export const APP_RESOURCE_TYPES = ['MOBILECONFIG', 'IOS', 'ANDROID'] as const;

/** App download cards with QR codes drawn from the brand's resource URLs. */
export const AppDownload = ({ resources }: { resources: Resource[] }) => {
  const { t } = useTranslation();
  const apps = APP_RESOURCE_TYPES.map((type) => resources.find((r) => r.resourceType === type)).filter(
    (r): r is Resource => Boolean(r?.url),
  );
  return (
    <section className="app-download" aria-labelledby="down-title">
      <h1 id="down-title">{t('down.title')}</h1>
      <p className="lead">{t('down.lead')}</p>
      {apps.length === 0 ? (
        <p className="empty-state">{t('down.none')}</p>
      ) : (
        <ul className="app-download__list">
          {apps.map((r) => (
            <li key={r.resourceType} className="app-download__card">
              <h2>{t(`resource.${r.resourceType}`)}</h2>
              <QrCode value={r.qrCodeUrl || r.url} size={QR_DEFAULTS.size} label={t('sidebar.scan_to_download')} />
              <a className="btn btn--primary" href={r.url} target="_blank" rel="noopener noreferrer">
                {t('down.open_link')}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
