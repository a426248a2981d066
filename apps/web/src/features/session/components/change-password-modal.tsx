import type { RegisterRule } from '@pagoda/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field';
import { FormError } from '../../../components/form-error';
import { Modal } from '../../../components/modal';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { changePasswordRequest } from '../api/change-password';
import { useSession } from '../session-context';
import { useFormMessages } from './use-form-error';
import { useValidateNewPassword } from './use-new-password';

export const ChangePasswordModal = ({ open, rule }: { open: boolean; rule: RegisterRule | undefined }) => {
  const { t } = useTranslation();
  const { openModal, forcedPasswordChange } = useSession();
  const { serverError } = useFormMessages();
  const validateNewPassword = useValidateNewPassword();
  const [v, setV] = useState({ oldPassword: '', newPassword: '', confirmNewPassword: '' });
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const checks = validateNewPassword(rule, { newPassword: v.newPassword, confirm: v.confirmNewPassword });
    const errs = {
      oldPassword: v.oldPassword ? null : t('session.required'),
      newPassword: checks.newPassword,
      confirmNewPassword: checks.confirm,
    };
    setErrors(errs);
    setFormError(null);
    if (Object.values(errs).some(Boolean)) return;
    setBusy(true);
    try {
      await changePasswordRequest(v);
      setV({ oldPassword: '', newPassword: '', confirmNewPassword: '' });
      openModal(null);
      if (window.location.pathname !== '/') window.location.assign('/');
    } catch (err) {
      setFormError(serverError(err).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} onClose={() => openModal(null)} title={t('session.change_password_title')} size="sm">
      {forcedPasswordChange ? <p className="notice-box">{t('session.change_password_forced')}</p> : null}
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        <Field
          label={t('session.old_password')}
          type="password"
          value={v.oldPassword}
          onChange={(e) => setV({ ...v, oldPassword: e.target.value })}
          error={errors.oldPassword}
          autoComplete="current-password"
        />
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
    </Modal>
  );
};
