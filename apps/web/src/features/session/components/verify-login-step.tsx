import type { LoginVerifyMethods } from '@pagoda/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountryCodeSelect } from '../../../components/country-code-select';
import { Field, Tabs } from '../../../components/field';
import { FormError } from '../../../components/form-error';
import { SmsCodeButton } from '../../../components/sms-code-button';
import { loginVerificationRequest } from '../api/login-verification';
import { sendNoLoginSmsRequest } from '../api/send-no-login-sms';
import { useSession } from '../session-context';
import { useFormMessages } from './use-form-error';

type Method = 'E' | 'G' | 'S' | 'P';

/** Second proof for a login from a new address (login_verify_required): e-mail, SMS or payee name. */
export const VerifyLoginStep = ({
  methods,
  username,
  password,
  defaultDialingCode,
}: {
  methods: LoginVerifyMethods;
  username: string;
  password: string;
  defaultDialingCode: string;
}) => {
  const { t } = useTranslation();
  const { startSession } = useSession();
  const { serverError } = useFormMessages();
  const offered = [methods.ga && 'G', methods.email && 'E', methods.sms && 'S', methods.payeeName && 'P'].filter(
    Boolean,
  ) as Method[];
  const [method, setMethod] = useState<Method>(offered[0] ?? 'E');
  const [value, setValue] = useState('');
  const [mobile, setMobile] = useState('');
  const [dial, setDial] = useState(defaultDialingCode);
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const label: Record<Method, string> = {
    G: t('session.method_ga'),
    E: t('session.method_email'),
    S: t('session.method_sms'),
    P: t('session.method_payee'),
  };

  if (offered.length === 0)
    return (
      <p className="form__error" role="alert">
        {t('error.login_verify_required')}
      </p>
    );

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!value.trim() || (method === 'S' && !mobile.trim())) {
      setError(t('session.required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const proof =
        method === 'G'
          ? { authCode: value.trim() }
          : method === 'E'
            ? { email: value.trim() }
            : method === 'P'
              ? { payeeName: value.trim() }
              : { mobileNum: mobile.trim(), verificationCode: value.trim() };
      startSession(await loginVerificationRequest({ username, password, method, ...proof }));
    } catch (err) {
      setError(serverError(err).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form" onSubmit={(e) => void submit(e)} noValidate>
      <p className="notice-box">{t('session.verify_lead')}</p>
      {offered.length > 1 ? (
        <Tabs
          label={t('session.verify_title')}
          value={method}
          onChange={(m) => {
            setMethod(m);
            setValue('');
            setError(null);
          }}
          tabs={offered.map((id) => ({ id, label: label[id] }))}
        />
      ) : null}
      {method === 'S' ? (
        <>
          <div className="form__row">
            <CountryCodeSelect value={dial} onChange={setDial} />
            <Field
              label={t('session.mobile')}
              inputMode="numeric"
              value={mobile}
              onChange={(e) => setMobile(e.target.value.replace(/\D/g, ''))}
            />
          </div>
          <Field
            label={t('session.sms_code')}
            inputMode="numeric"
            value={value}
            onChange={(e) => setValue(e.target.value.replace(/\D/g, ''))}
            hint={info ?? undefined}
            maxLength={6}
            autoComplete="one-time-code"
            addon={
              <SmsCodeButton
                disabled={!mobile.trim()}
                send={() => sendNoLoginSmsRequest(mobile.trim(), dial)}
                onSent={(minutes) => setInfo(t('session.code_sent', { minutes }))}
                onError={(err) => setError(serverError(err).message)}
              />
            }
          />
        </>
      ) : (
        <Field
          label={label[method]}
          type={method === 'E' ? 'email' : 'text'}
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      )}
      <FormError message={error} />
      <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
        {t('session.submit_verify')}
      </button>
    </form>
  );
};
