import { zodResolver } from '@hookform/resolvers/zod';
import type { LoginVerifyMethods, RegisterRule, ThirdPartyProvider } from '@pagoda/contracts';
import { loginBodySchema } from '@pagoda/contracts';
import { useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CountryCodeSelect } from '../../../components/country-code-select';
import { CredentialsFields } from '../../../components/credentials-fields';
import { Field, Tabs } from '../../../components/field';
import { FormError } from '../../../components/form-error';
import { Modal } from '../../../components/modal';
import { SmsCodeButton } from '../../../components/sms-code-button';
import { ApiError } from '../../../lib/api-client';
import { checkField, digitsOnly, useRuleTexts } from '../../../lib/rules-form';
import { loginRequest } from '../api/login';
import { freeplayRequest } from '../api/login-freeplay';
import { sendNoLoginSmsRequest } from '../api/send-no-login-sms';
import { rememberMe } from '../remember-me';
import { useSession } from '../session-context';
import { CaptchaField } from './captcha-field';
import { ThirdPartyButtons } from './third-party-buttons';
import { useFormMessages } from './use-form-error';
import { VerifyLoginStep } from './verify-login-step';

// The login operation's own rules: a username (or mobile number) and a password (or SMS code).
const { username: usernameRule, password: passwordRule } = loginBodySchema.shape;
const loginSchemas = {
  username: z.object({ username: usernameRule, password: passwordRule }),
  sms: z.object({ mobile: usernameRule, code: passwordRule }),
};
type LoginFields = { username: string; password: string; mobile: string; code: string };
type Tab = keyof typeof loginSchemas;
// raw: the submit handler gets every field as typed; the schema only decides what is valid.
const loginResolver: Resolver<LoginFields, Tab> = (values, active, options) =>
  zodResolver(loginSchemas[active ?? 'username'], undefined, { raw: true })(
    values,
    active,
    options as never,
  ) as unknown as ReturnType<Resolver<LoginFields, Tab>>;

type Props = {
  open: boolean;
  smsLogin: boolean;
  freePlay: boolean;
  canRegister: boolean;
  canRecover: boolean;
  rules: Record<string, RegisterRule>;
  defaultDialingCode: string;
  /** Google / Facebook buttons: module on and provider configured. */
  thirdParty?: readonly ThirdPartyProvider[];
};

export const LoginModal = ({
  open,
  smsLogin,
  freePlay,
  canRegister,
  canRecover,
  rules,
  defaultDialingCode,
  thirdParty = [],
}: Props) => {
  const { t } = useTranslation();
  const { openModal, startSession, loginTab } = useSession();
  const { serverError } = useFormMessages();
  const texts = useRuleTexts();
  const remembered = rememberMe.read();
  const [tab, setTab] = useState<Tab>(smsLogin && (loginTab ?? remembered?.type) === 'sms' ? 'sms' : 'username');
  // Only the open tab's fields are checked: the tab reaches the resolver as the form's context.
  const form = useForm<LoginFields, Tab>({
    context: tab,
    resolver: loginResolver,
    defaultValues: {
      username: remembered?.username ?? '',
      password: '',
      mobile: remembered?.mobileNum ?? '',
      code: '',
    },
  });
  const { errors } = form.formState;
  const required = (failed: unknown) => (failed ? t('session.required') : null);
  const mobile = useWatch({ control: form.control, name: 'mobile' });
  const [dial, setDial] = useState(remembered?.countryDialingCode || defaultDialingCode);
  const [captcha, setCaptcha] = useState('');
  const [needCaptcha, setNeedCaptcha] = useState(false);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [remember, setRemember] = useState(Boolean(remembered));
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [verify, setVerify] = useState<{ methods: LoginVerifyMethods; username: string } | null>(null);
  const askCaptcha = () => {
    setNeedCaptcha(true);
    setCaptcha('');
    setCaptchaKey((k) => k + 1);
  };

  const submit = async ({ username, password, mobile, code }: LoginFields) => {
    setError(null);
    const sms = tab === 'sms';
    setBusy(true);
    try {
      const value = await loginRequest(
        sms
          ? {
              username: mobile.trim(),
              password: code.trim(),
              type: 'sms',
              countryDialingCode: dial,
              captcha: needCaptcha ? captcha : null,
            }
          : { username: username.trim(), password, type: 'username', captcha: needCaptcha ? captcha : null },
      );
      if (remember)
        rememberMe.save({ username: username.trim(), type: tab, mobileNum: mobile.trim(), countryDialingCode: dial });
      else rememberMe.clear();
      form.setValue('password', '');
      startSession(value);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'login_verify_required') {
        setVerify({ methods: err.value as LoginVerifyMethods, username: username.trim() });
        return;
      }
      if (err instanceof ApiError && (err.value as { captcha?: boolean } | null)?.captcha) askCaptcha();
      setError(serverError(err).message);
    } finally {
      setBusy(false);
    }
  };

  const tryFree = async () => {
    setBusy(true);
    try {
      startSession(await freeplayRequest());
    } catch (err) {
      setError(serverError(err).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} onClose={() => openModal(null)} title={t('session.login_title')} size="sm">
      {smsLogin && !verify ? (
        <Tabs
          label={t('session.login_title')}
          value={tab}
          onChange={(v) => {
            setTab(v);
            setError(null);
            form.clearErrors();
          }}
          tabs={[
            { id: 'username', label: t('session.tab_username') },
            { id: 'sms', label: t('session.tab_sms') },
          ]}
        />
      ) : null}
      {verify ? (
        <VerifyLoginStep
          methods={verify.methods}
          username={verify.username}
          defaultDialingCode={defaultDialingCode}
          onRestart={(message, captcha) => {
            setVerify(null);
            setError(message);
            if (captcha) askCaptcha();
          }}
        />
      ) : (
        <form className="form" onSubmit={(e) => void form.handleSubmit(submit)(e)} noValidate>
          {tab === 'username' ? (
            <CredentialsFields
              labels={{ username: t('session.username'), password: t('session.password') }}
              username={{
                maxLength: usernameRule.maxLength ?? undefined,
                error: required(errors.username),
                ...form.register('username'),
              }}
              password={{
                maxLength: passwordRule.maxLength ?? undefined,
                error: required(errors.password),
                ...form.register('password'),
              }}
            />
          ) : (
            <>
              <div className="form__row">
                <CountryCodeSelect value={dial} onChange={setDial} />
                <Field
                  label={t('session.mobile')}
                  inputMode="numeric"
                  autoComplete="tel-national"
                  required
                  error={required(errors.mobile)}
                  {...digitsOnly(form.register('mobile'))}
                />
              </div>
              <Field
                label={t('session.sms_code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                hint={info ?? undefined}
                error={required(errors.code)}
                {...digitsOnly(form.register('code'))}
                addon={
                  <SmsCodeButton
                    disabled={Boolean(checkField(usernameRule, rules.mobileNum, true, mobile, texts).error)}
                    send={() => sendNoLoginSmsRequest(mobile.trim(), dial)}
                    onSent={(minutes) => setInfo(t('session.code_sent', { minutes }))}
                    onError={(err) => setError(serverError(err).message)}
                  />
                }
              />
            </>
          )}
          {needCaptcha ? <CaptchaField value={captcha} onChange={setCaptcha} refreshKey={captchaKey} /> : null}
          <label className="checkbox">
            <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />{' '}
            {t('session.remember_me')}
          </label>
          <FormError message={error} />
          <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
            {t('session.submit_login')}
          </button>
        </form>
      )}
      {verify ? null : <ThirdPartyButtons providers={thirdParty} />}
      <div className="form__links">
        {canRecover ? (
          <button type="button" className="btn--link" onClick={() => openModal('forgot')}>
            {t('session.forgot_password')}
          </button>
        ) : null}
        {canRegister ? (
          <button type="button" className="btn--link" onClick={() => openModal('register')}>
            {t('session.no_account')} {t('session.submit_register')}
          </button>
        ) : null}
        {freePlay ? (
          <button type="button" className="btn btn--sm" onClick={() => void tryFree()} disabled={busy}>
            {t('session.free_play')}
          </button>
        ) : null}
      </div>
    </Modal>
  );
};
