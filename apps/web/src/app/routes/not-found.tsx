import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export const NotFoundPage = () => {
  const { t } = useTranslation();
  return (
    <div className="container page">
      <section className="coming-soon">
        <h1>{t('not_found.title')}</h1>
        <p>{t('not_found.body')}</p>
        <Link to="/" className="btn btn--primary">
          {t('app.back_home')}
        </Link>
      </section>
    </div>
  );
};
