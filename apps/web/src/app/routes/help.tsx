import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../components/brand-logo';
import { HelpCenter } from '../../features/help/components/help-center';
import { useBrand } from '../../features/system/hooks/use-brand';

export const HelpPage = () => {
  const { t } = useTranslation();
  return (
    <div className="container page">
      <h1>{t('help.title')}</h1>
      <HelpCenter />
    </div>
  );
};

/** Help only, no header: also the window customer service opens in the demo brand. */
export const HelpMcPage = () => {
  const { t } = useTranslation();
  const { brand } = useBrand();
  return (
    <div className="page page--compact">
      <header className="compact-header">
        <BrandLogo brand={brand} width={120} height={32} />
        <h1>{t('help.title')}</h1>
      </header>
      <HelpCenter />
    </div>
  );
};
