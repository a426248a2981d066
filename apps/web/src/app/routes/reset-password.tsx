import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ResetPasswordForm } from '../../features/session/components/reset-password-form';
import { useBrand } from '../../features/system/hooks/use-brand';

export const ResetPasswordPage = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { status } = useBrand();
  return (
    <div className="container page">
      <section className="coming-soon">
        <h1>{t('session.reset_title')}</h1>
        <ResetPasswordForm token={params.get('token') ?? ''} rule={status?.info.register.password} />
      </section>
    </div>
  );
};
