import type { LoginVerifyMethods, RegisterRule, ThirdPartyProvider } from '@pagoda/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, Tabs } from '../../../components/field';
import { Modal } from '../../../components/modal';
import { ApiError } from '../../../lib/api-client';
import { loginRequest } from '../api/login';
import { freeplayRequest } from '../api/login-freeplay';
import { sendNoLoginSmsRequest } from '../api/send-no-login-sms';
import { rememberMe } from '../remember-me';
import { useSession } from '../session-context';
import { CaptchaField } from './captcha-field';
import { CountryCodeSelect } from '../../../components/country-code-select';
import { SmsCodeButton } from '../../../components/sms-code-button';
import { ThirdPartyButtons } from './third-party-buttons';
import { useFormMessages } from './use-form-error';
import { VerifyLoginStep } from './verify-login-step';
import { FormError } from '../../../components/form-error';

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
  const { serverError, checkRule } = useFormMessages();
  const remembered = rememberMe.read();
  const [tab, setTab] = useState<'username' | 'sms'>(
    smsLogin && (loginTab ?? remembered?.type) === 'sms' ? 'sms' : 'username',
  );
  const [username, setUsername] = useState(remembered?.username ?? '');
  const [password, setPassword] = useState('');
  const [mobile, setMobile] = useState(remembered?.mobileNum ?? '');
  const [dial, setDial] = useState(remembered?.countryDialingCode || defaultDialingCode);
  const [code, setCode] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [needCaptcha, setNeedCaptcha] = useState(false);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [remember, setRemember] = useState(Boolean(remembered));
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [verify, setVerify] = useState<{ methods: LoginVerifyMethods; username: string; password: string } | null>(
    null,
  );

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    const sms = tab === 'sms';
    if (sms ? !mobile.trim() || !code.trim() : !username.trim() || !password) {
      setError(t('session.required'));
      return;
    }
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
      setPassword('');
      startSession(value);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'login_verify_required') {
        setVerify({ methods: err.value as LoginVerifyMethods, username: username.trim(), password });
        return;
      }
      if (err instanceof ApiError && (err.value as { captcha?: boolean } | null)?.captcha) {
        setNeedCaptcha(true);
        setCaptcha('');
        setCaptchaKey((k) => k + 1);
      }
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
          password={verify.password}
          defaultDialingCode={defaultDialingCode}
        />
      ) : (
        <form className="form" onSubmit={(e) => void submit(e)} noValidate>
          {tab === 'username' ? (
            <>
              <Field
                label={t('session.username')}
                value={username}
                onChange={(e) => setUsername(e.target.value)}
                autoComplete="username"
                required
              />
              <Field
                label={t('session.password')}
                type="password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                autoComplete="current-password"
                required
              />
            </>
          ) : (
            <>
              <div className="form__row">
                <CountryCodeSelect value={dial} onChange={setDial} />
                <Field
                  label={t('session.mobile')}
                  inputMode="numeric"
                  value={mobile}
                  onChange={(e) => setMobile(e.target.value.replace(/\D/g, ''))}
                  autoComplete="tel-national"
                  required
                />
              </div>
              <Field
                label={t('session.sms_code')}
                inputMode="numeric"
                value={code}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
                autoComplete="one-time-code"
                maxLength={6}
                hint={info ?? undefined}
                addon={
                  <SmsCodeButton
                    disabled={Boolean(checkRule(rules.mobileNum, mobile, true))}
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
