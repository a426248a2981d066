import type { RegisterRule } from '@pagoda/contracts';
import { bodySchema, resetPasswordByEmail } from '@pagoda/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { useRulesForm } from '../../../lib/rules-form';
import { resetPasswordByEmailRequest } from '../api/reset-password-by-email';
import { useSession } from '../session-context';
import { useFormMessages } from './use-form-error';

const resetBody = bodySchema(resetPasswordByEmail).shape;

/** The page an e-mailed reset link opens: a new password for the token in the link. */
export const ResetPasswordForm = ({ token, rule }: { token: string; rule: RegisterRule | undefined }) => {
  const { t } = useTranslation();
  const { requestLogin } = useSession();
  const { serverError } = useFormMessages();
  // The operation's rules, the new password also by the brand's password rule.
  const form = useRulesForm({
    newPassword: { contract: resetBody.newPassword, rule, required: true },
    confirmNewPassword: { contract: resetBody.confirmNewPassword, matches: 'newPassword' },
  });
  const { errors } = form.formState;
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (body: { newPassword?: string; confirmNewPassword?: string }) => {
    setBusy(true);
    try {
      await resetPasswordByEmailRequest({
        token,
        newPassword: body.newPassword ?? '',
        confirmNewPassword: body.confirmNewPassword ?? '',
      });
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
    <form
      className="form"
      onSubmit={(e) => {
        setFormError(null);
        void form.handleSubmit(submit)(e);
      }}
      noValidate
    >
      <NewPasswordFields
        labels={{ newPassword: t('session.new_password'), confirm: t('session.confirm_new_password') }}
        newPassword={{ ...form.register('newPassword'), error: errors.newPassword?.message }}
        confirm={{ ...form.register('confirmNewPassword'), error: errors.confirmNewPassword?.message }}
      />
      <FormError message={formError} />
      <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
        {t('session.submit_change')}
      </button>
    </form>
  );
};
