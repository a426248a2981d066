import type { RegisterRule } from '@pagoda/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { resetPasswordByEmailRequest } from '../api/reset-password-by-email';
import { useSession } from '../session-context';
import { useFormMessages } from './use-form-error';
import { useValidateNewPassword } from './use-new-password';

/** The page an e-mailed reset link opens: a new password for the token in the link. */
export const ResetPasswordForm = ({ token, rule }: { token: string; rule: RegisterRule | undefined }) => {
  const { t } = useTranslation();
  const { requestLogin } = useSession();
  const { serverError } = useFormMessages();
  const validateNewPassword = useValidateNewPassword();
  const [v, setV] = useState({ newPassword: '', confirmNewPassword: '' });
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const checks = validateNewPassword(rule, { newPassword: v.newPassword, confirm: v.confirmNewPassword });
    const errs = {
      newPassword: checks.newPassword,
      confirmNewPassword: checks.confirm,
    };
    setErrors(errs);
    setFormError(null);
    if (Object.values(errs).some(Boolean)) return;
    setBusy(true);
    try {
      await resetPasswordByEmailRequest({ token, ...v });
      setDone(true);
    } catch (err) {
      setFormError(serverError(err).message);
    } finally {
      setBusy(false);
    }
  };

  if (done)
    return (
      <div className="form">
        <p className="notice-box" role="status">
          {t('session.reset_done')}
        </p>
        <button type="button" className="btn btn--primary" onClick={requestLogin}>
          {t('session.submit_login')}
        </button>
      </div>
    );
  return (
    <form className="form" onSubmit={(e) => void submit(e)} noValidate>
      <NewPasswordFields
        labels={{ newPassword: t('session.new_password'), confirm: t('session.confirm_new_password') }}
        value={{ newPassword: v.newPassword, confirm: v.confirmNewPassword }}
        onChange={(p) => setV({ ...v, newPassword: p.newPassword, confirmNewPassword: p.confirm })}
        errors={{ newPassword: errors.newPassword, confirm: errors.confirmNewPassword }}
      />
      <FormError message={formError} />
      <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
        {t('session.submit_change')}
      </button>
    </form>
  );
};
