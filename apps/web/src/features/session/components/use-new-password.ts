import type { RegisterRule } from '@pagoda/contracts';
import { useTranslation } from 'react-i18next';
import type { NewPassword } from '../../../components/new-password-fields';
import { useFormMessages } from './use-form-error';

/**
 * The checks of a new password: the brand's password rule, then a confirmation that matches.
 * Returns translated errors (null where the field is fine).
 */
export const useValidateNewPassword = () => {
  const { t } = useTranslation();
  const { checkRule } = useFormMessages();
  return (rule: RegisterRule | undefined, v: NewPassword) => ({
    newPassword: checkRule(rule, v.newPassword, true),
    confirm: !v.confirm ? t('session.required') : v.confirm !== v.newPassword ? t('session.mismatch') : null,
  });
};
