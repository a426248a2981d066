import type { RegisterRule } from '@pagoda/contracts';
import { bodySchema, requestPasswordEmail, resetPasswordBySms } from '@pagoda/contracts';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountryCodeSelect } from '../../../components/country-code-select';
import { Field, Tabs } from '../../../components/field';
import { FormError } from '../../../components/form-error';
import { Modal } from '../../../components/modal';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { SmsCodeButton } from '../../../components/sms-code-button';
import { checkField, digitsOnly, useRuleTexts, useRulesForm } from '../../../lib/rules-form';
import { loginRequest } from '../api/login';
import { requestPasswordEmailRequest } from '../api/request-password-email';
import { resetPasswordBySmsRequest } from '../api/reset-password-by-sms';
import { sendNoLoginSmsRequest } from '../api/send-no-login-sms';
import { useSession } from '../session-context';
import { useFormMessages } from './use-form-error';

const emailBody = bodySchema(requestPasswordEmail).shape;
const smsBody = bodySchema(resetPasswordBySms).shape;

/** E-mails a reset link; the answer is the same whether or not the details match. */
const EmailRecovery = () => {
  const { t } = useTranslation();
  const { serverError } = useFormMessages();
  const form = useRulesForm({
    username: { contract: emailBody.username, required: true },
    email: { contract: emailBody.email, required: true },
  });
  const { errors } = form.formState;
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async ({ username = '', email = '' }: { username?: string; email?: string }) => {
    setBusy(true);
    setError(null);
    try {
      await requestPasswordEmailRequest(username, email);
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
    <form className="form" onSubmit={(e) => void form.handleSubmit(submit)(e)} noValidate>
      <Field
        label={t('session.username')}
        error={errors.username?.message}
        autoComplete="username"
        {...form.register('username')}
      />
      <Field
        label={t('session.email')}
        type="email"
        error={errors.email?.message}
        autoComplete="email"
        {...form.register('email')}
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
  const { serverError } = useFormMessages();
  const texts = useRuleTexts();
  // The operation's rules, the number and the new password also by the brand's rules.
  const form = useRulesForm({
    mobileNum: { contract: smsBody.mobileNum, rule: rules.mobileNum, required: true },
    verificationCode: { contract: smsBody.verificationCode, required: true },
    newPassword: { contract: smsBody.newPassword, rule: rules.password, required: true },
    confirm: { contract: smsBody.newPassword, matches: 'newPassword' },
  });
  const { errors } = form.formState;
  const mobileNum = useWatch({ control: form.control, name: 'mobileNum' });
  const mobileCheck = checkField(smsBody.mobileNum, rules.mobileNum, true, mobileNum ?? '', texts);
  const [dial, setDial] = useState(defaultDialingCode);
  const [formError, setFormError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (body: { mobileNum?: string; verificationCode?: string; newPassword?: string }) => {
    const mobile = body.mobileNum ?? '';
    const newPassword = body.newPassword ?? '';
    setBusy(true);
    try {
      await resetPasswordBySmsRequest({
        newPassword,
        mobileNum: mobile,
        verificationCode: body.verificationCode ?? '',
        countryDialingCode: dial,
      });
      startSession(await loginRequest({ username: mobile, password: newPassword, type: '' }));
    } catch (err) {
      setFormError(serverError(err).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="form"
      onSubmit={(e) => {
        setFormError(null);
        void form.handleSubmit(submit)(e);
      }}
      noValidate
    >
      <div className="form__row">
        <CountryCodeSelect value={dial} onChange={setDial} />
        <Field
          label={t('session.mobile')}
          inputMode="numeric"
          error={errors.mobileNum?.message}
          {...digitsOnly(form.register('mobileNum'))}
        />
      </div>
      <Field
        label={t('session.sms_code')}
        inputMode="numeric"
        error={errors.verificationCode?.message}
        hint={info ?? undefined}
        maxLength={6}
        autoComplete="one-time-code"
        {...digitsOnly(form.register('verificationCode'))}
        addon={
          <SmsCodeButton
            disabled={Boolean(mobileCheck.error)}
            send={() => sendNoLoginSmsRequest(mobileCheck.value, dial)}
            onSent={(minutes) => setInfo(t('session.code_sent', { minutes }))}
            onError={(err) => setFormError(serverError(err).message)}
          />
        }
      />
      <NewPasswordFields
        labels={{ newPassword: t('session.new_password'), confirm: t('session.confirm_new_password') }}
        newPassword={{ ...form.register('newPassword'), error: errors.newPassword?.message }}
        confirm={{ ...form.register('confirm'), error: errors.confirm?.message }}
      />
      <FormError message={formError} />
      <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
        {t('session.submit_change')}
      </button>
    </form>
  );
};
