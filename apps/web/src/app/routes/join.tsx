import { useTranslation } from 'react-i18next';
import { useServiceChannel } from '../use-service-channel';
import './join.css';

export const JoinPage = () => {
  const { t } = useTranslation();
  const openService = useServiceChannel();
  const steps = [1, 2, 3] as const;
  return (
    <div className="container page join">
      <h1>{t('join.title')}</h1>
      <p className="lead">{t('join.lead')}</p>
      <ol className="join__steps">
        {steps.map((n) => (
          <li key={n}>
            <span className="join__num" aria-hidden="true">
              {n}
            </span>
            <h2>{t(`join.step${n}_title`)}</h2>
            <p>{t(`join.step${n}`)}</p>
          </li>
        ))}
      </ol>
      <section className="join__benefits">
        <h2>{t('join.benefits_title')}</h2>
        <ul>
          <li>{t('join.benefit1')}</li>
          <li>{t('join.benefit2')}</li>
          <li>{t('join.benefit3')}</li>
        </ul>
      </section>
      {openService ? (
        <button type="button" className="btn btn--primary" onClick={() => openService()}>
          {t('join.cta')}
        </button>
      ) : null}
    </div>
  );
};
