import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import './coming-soon.css';

/** The honest state of a screen whose feature ships in a later release; it shows no figures. */
export const ComingSoon = ({ feature }: { feature: string }) => {
  const { t } = useTranslation();
  return (
    <section className="coming-soon" aria-labelledby="coming-soon-title">
      <div className="coming-soon__art" aria-hidden="true">
        <Hourglass size={48} />
      </div>
      <h1 id="coming-soon-title">{t('coming.title')}</h1>
      <p>{t('coming.body', { feature })}</p>
    </section>
  );
};
