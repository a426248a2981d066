import type { LoginVerifyMethods } from '@pagoda/contracts';
import { bodySchema, loginVerification } from '@pagoda/contracts';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountryCodeSelect } from '../../../components/country-code-select';
import { Field, Tabs } from '../../../components/field';
import { FormError } from '../../../components/form-error';
import { SmsCodeButton } from '../../../components/sms-code-button';
import { ApiError } from '../../../lib/api-client';
import { digitsOnly, useRulesForm } from '../../../lib/rules-form';
import { loginVerificationRequest } from '../api/login-verification';
import { sendNoLoginSmsRequest } from '../api/send-no-login-sms';
import { useSession } from '../session-context';
import { useFormMessages } from './use-form-error';

const proofRules = bodySchema(loginVerification).shape;

type Method = 'E' | 'G' | 'S' | 'P';

/**
 * Second proof for a login from a new address (login_verify_required): authenticator, e-mail, SMS
 * or payee name. It continues the login through the server's single-use ticket (an HttpOnly
 * cookie), so the password is not sent again; an answered attempt spends the ticket, and a failed
 * one goes back to the login form (`onRestart`), which asks for a captcha when the server says so.
 */
export const VerifyLoginStep = ({
  methods,
  username,
  defaultDialingCode,
  onRestart,
}: {
  methods: LoginVerifyMethods;
  username: string;
  defaultDialingCode: string;
  onRestart: (message: string, captcha: boolean) => void;
}) => {
  const { t } = useTranslation();
  const { startSession } = useSession();
  const { serverError } = useFormMessages();
  const offered = [methods.ga && 'G', methods.email && 'E', methods.sms && 'S', methods.payeeName && 'P'].filter(
    Boolean,
  ) as Method[];
  const [method, setMethod] = useState<Method>(offered[0] ?? 'E');
  // The operation's rules: only the chosen method's proof is required.
  const form = useRulesForm({
    authCode: { contract: proofRules.authCode, required: method === 'G' },
    email: { contract: proofRules.email, required: method === 'E' },
    payeeName: { contract: proofRules.payeeName, required: method === 'P' },
    mobileNum: { contract: proofRules.mobileNum, required: method === 'S' },
    verificationCode: { contract: proofRules.verificationCode, required: method === 'S' },
  });
  const { errors } = form.formState;
  const mobile = useWatch({ control: form.control, name: 'mobileNum' }) ?? '';
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

  const submit = async (
    proof: Partial<Record<'authCode' | 'email' | 'payeeName' | 'mobileNum' | 'verificationCode', string>>,
  ) => {
    setBusy(true);
    setError(null);
    try {
      const chosen =
        method === 'G'
          ? { authCode: proof.authCode }
          : method === 'E'
            ? { email: proof.email }
            : method === 'P'
              ? { payeeName: proof.payeeName }
              : { mobileNum: proof.mobileNum, verificationCode: proof.verificationCode };
      startSession(await loginVerificationRequest({ username, method, ...chosen }));
    } catch (err) {
      // Refused by the server (not by field validation): the ticket is spent, so log in again.
      if (err instanceof ApiError && err.code !== 'validation.failed') {
        onRestart(serverError(err).message, Boolean((err.value as { captcha?: boolean } | null)?.captcha));
        return;
      }
      setError(serverError(err).message);
    } finally {
      setBusy(false);
    }
  };
  const single = { G: 'authCode', E: 'email', P: 'payeeName' } as const;

  return (
    <form className="form" onSubmit={(e) => void form.handleSubmit(submit)(e)} noValidate>
      <p className="notice-box">{t('session.verify_lead')}</p>
      {offered.length > 1 ? (
        <Tabs
          label={t('session.verify_title')}
          value={method}
          onChange={(m) => {
            setMethod(m);
            form.reset();
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
              error={errors.mobileNum?.message}
              {...digitsOnly(form.register('mobileNum'))}
            />
          </div>
          <Field
            label={t('session.sms_code')}
            inputMode="numeric"
            error={errors.verificationCode?.message}
            {...digitsOnly(form.register('verificationCode'))}
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
          key={method}
          label={label[method]}
          type={method === 'E' ? 'email' : 'text'}
          error={errors[single[method]]?.message}
          {...form.register(single[method])}
        />
      )}
      <FormError message={error} />
      <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
        {t('session.submit_verify')}
      </button>
    </form>
  );
};
