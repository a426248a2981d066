import type { RegisterRule } from '@pagoda/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountryCodeSelect } from '../../../components/country-code-select';
import { Field, Tabs } from '../../../components/field';
import { FormError } from '../../../components/form-error';
import { Modal } from '../../../components/modal';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { SmsCodeButton } from '../../../components/sms-code-button';
import { loginRequest } from '../api/login';
import { requestPasswordEmailRequest } from '../api/request-password-email';
import { resetPasswordBySmsRequest } from '../api/reset-password-by-sms';
import { sendNoLoginSmsRequest } from '../api/send-no-login-sms';
import { useSession } from '../session-context';
import { useFormMessages } from './use-form-error';
import { useValidateNewPassword } from './use-new-password';

/** E-mails a reset link; the answer is the same whether or not the details match. */
const EmailRecovery = () => {
  const { t } = useTranslation();
  const { serverError } = useFormMessages();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!username.trim() || !email.trim()) {
      setError(t('session.required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await requestPasswordEmailRequest(username.trim(), email.trim());
      setSent(true);
    } catch (err) {
      setError(serverError(err).message);
    } finally {
      setBusy(false);
    }
  };
  if (sent)
    return (
      <p className="notice-box" role="status">
        {t('session.email_sent')}
      </p>
    );
  return (
    <form className="form" onSubmit={(e) => void submit(e)} noValidate>
      <Field
        label={t('session.username')}
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        autoComplete="username"
      />
      <Field
        label={t('session.email')}
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        autoComplete="email"
      />
      <FormError message={error} />
      <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
        {t('session.send_link')}
      </button>
    </form>
  );
};

/** Recovery by e-mail link, or by phone (CHNGPASSVERIF3): code, new password, then logged in. */
export const ForgotPasswordModal = ({
  open,
  phone,
  rules,
  defaultDialingCode,
}: {
  open: boolean;
  phone: boolean;
  rules: Record<string, RegisterRule>;
  defaultDialingCode: string;
}) => {
  const { t } = useTranslation();
  const { openModal } = useSession();
  const [tab, setTab] = useState<'phone' | 'email'>(phone ? 'phone' : 'email');
  return (
    <Modal open={open} onClose={() => openModal(null)} title={t('session.forgot_password')} size="sm">
      {phone ? (
        <Tabs
          label={t('session.forgot_password')}
          value={tab}
          onChange={setTab}
          tabs={[
            { id: 'phone', label: t('session.tab_phone') },
            { id: 'email', label: t('session.tab_email') },
          ]}
        />
      ) : null}
      {tab === 'phone' && phone ? (
        <PhoneRecovery rules={rules} defaultDialingCode={defaultDialingCode} />
      ) : (
        <EmailRecovery />
      )}
    </Modal>
  );
};

const PhoneRecovery = ({
  rules,
  defaultDialingCode,
}: {
  rules: Record<string, RegisterRule>;
  defaultDialingCode: string;
}) => {
  const { t } = useTranslation();
  const { startSession } = useSession();
  const { checkRule, serverError } = useFormMessages();
  const validateNewPassword = useValidateNewPassword();
  const [dial, setDial] = useState(defaultDialingCode);
  const [v, setV] = useState({ mobileNum: '', verificationCode: '', newPassword: '', confirm: '' });
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const errs = {
      mobileNum: checkRule(rules.mobileNum, v.mobileNum, true),
      verificationCode: v.verificationCode.trim() ? null : t('session.required'),
      ...validateNewPassword(rules.password, v),
    };
    setErrors(errs);
    setFormError(null);
    if (Object.values(errs).some(Boolean)) return;
    setBusy(true);
    try {
      await resetPasswordBySmsRequest({
        newPassword: v.newPassword,
        mobileNum: v.mobileNum.trim(),
        verificationCode: v.verificationCode.trim(),
        countryDialingCode: dial,
      });
      startSession(await loginRequest({ username: v.mobileNum.trim(), password: v.newPassword, type: '' }));
    } catch (err) {
      setFormError(serverError(err).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form" onSubmit={(e) => void submit(e)} noValidate>
      <div className="form__row">
        <CountryCodeSelect value={dial} onChange={setDial} />
        <Field
          label={t('session.mobile')}
          inputMode="numeric"
          value={v.mobileNum}
          onChange={(e) => setV({ ...v, mobileNum: e.target.value.replace(/\D/g, '') })}
          error={errors.mobileNum}
        />
      </div>
      <Field
        label={t('session.sms_code')}
        inputMode="numeric"
        value={v.verificationCode}
        onChange={(e) => setV({ ...v, verificationCode: e.target.value.replace(/\D/g, '') })}
        error={errors.verificationCode}
        hint={info ?? undefined}
        maxLength={6}
        autoComplete="one-time-code"
        addon={
          <SmsCodeButton
            disabled={Boolean(checkRule(rules.mobileNum, v.mobileNum, true))}
            send={() => sendNoLoginSmsRequest(v.mobileNum.trim(), dial)}
            onSent={(minutes) => setInfo(t('session.code_sent', { minutes }))}
            onError={(err) => setFormError(serverError(err).message)}
          />
        }
      />
      <NewPasswordFields
        labels={{ newPassword: t('session.new_password'), confirm: t('session.confirm_new_password') }}
        value={v}
        onChange={(p) => setV({ ...v, ...p })}
        errors={errors}
      />
      <FormError message={formError} />
      <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
        {t('session.submit_change')}
      </button>
    </form>
  );
};
