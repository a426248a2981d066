import type { RegisterRule } from '@pagoda/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field';
import { Modal } from '../../../components/modal';
import { changePasswordRequest } from '../api/change-password';
import { useSession } from '../session-context';
import { useFormMessages } from './use-form-error';
import { FormError } from '../../../components/form-error';

export const ChangePasswordModal = ({ open, rule }: { open: boolean; rule: RegisterRule | undefined }) => {
  const { t } = useTranslation();
  const { openModal, forcedPasswordChange } = useSession();
  const { checkRule, serverError } = useFormMessages();
  const [v, setV] = useState({ oldPassword: '', newPassword: '', confirmNewPassword: '' });
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const errs = {
      oldPassword: v.oldPassword ? null : t('session.required'),
      newPassword: checkRule(rule, v.newPassword, true),
      confirmNewPassword: !v.confirmNewPassword
        ? t('session.required')
        : v.confirmNewPassword !== v.newPassword
          ? t('session.mismatch')
          : null,
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
        <Field
          label={t('session.new_password')}
          type="password"
          value={v.newPassword}
          onChange={(e) => setV({ ...v, newPassword: e.target.value })}
          error={errors.newPassword}
          autoComplete="new-password"
        />
        <Field
          label={t('session.confirm_new_password')}
          type="password"
          value={v.confirmNewPassword}
          onChange={(e) => setV({ ...v, confirmNewPassword: e.target.value })}
          error={errors.confirmNewPassword}
          autoComplete="new-password"
        />
        <FormError message={formError} />
        <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
          {t('session.submit_change')}
        </button>
      </form>
    </Modal>
  );
};
