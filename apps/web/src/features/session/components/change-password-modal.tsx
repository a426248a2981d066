import type { RegisterRule } from '@pagoda/contracts';
import { changePasswordBodySchema } from '@pagoda/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field';
import { FormError } from '../../../components/form-error';
import { Modal } from '../../../components/modal';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { useRulesForm } from '../../../lib/rules-form';
import { changePasswordRequest } from '../api/change-password';
import { useSession } from '../session-context';
import { useFormMessages } from './use-form-error';

const { oldPassword, newPassword, confirmNewPassword } = changePasswordBodySchema.shape;

export const ChangePasswordModal = ({ open, rule }: { open: boolean; rule: RegisterRule | undefined }) => {
  const { t } = useTranslation();
  const { openModal, forcedPasswordChange } = useSession();
  const { serverError } = useFormMessages();
  // The operation's rules, the new password also by the brand's password rule.
  const form = useRulesForm({
    oldPassword: { contract: oldPassword, required: true },
    newPassword: { contract: newPassword, rule, required: true },
    confirmNewPassword: { contract: confirmNewPassword, matches: 'newPassword' },
  });
  const { errors } = form.formState;
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (body: Partial<Record<'oldPassword' | 'newPassword' | 'confirmNewPassword', string>>) => {
    setBusy(true);
    try {
      await changePasswordRequest({
        oldPassword: body.oldPassword,
        newPassword: body.newPassword ?? '',
        confirmNewPassword: body.confirmNewPassword ?? '',
      });
      form.reset();
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
      <form
        className="form"
        onSubmit={(e) => {
          setFormError(null);
          void form.handleSubmit(submit)(e);
        }}
        noValidate
      >
        <Field
          label={t('session.old_password')}
          type="password"
          error={errors.oldPassword?.message}
          autoComplete="current-password"
          {...form.register('oldPassword')}
        />
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
    </Modal>
  );
};
