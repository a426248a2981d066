import type { RegisterRule } from '@pagoda/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, Tabs } from '../../../components/field';
import { Modal } from '../../../components/modal';
import { registerMobileRequest, registerRequest, sendRegisterSmsRequest } from '../api/auth-calls';
import { useSession } from '../session-context';
import { CaptchaField } from './captcha-field';
import { CountryCodeSelect } from './country-code-select';
import { SmsCodeButton } from './sms-code-button';
import { useFormMessages } from './use-form-error';
import { FormError } from '../../../components/form-error';

type Props = {
  open: boolean;
  rules: Record<string, RegisterRule>;
  usernameReg: boolean;
  mobileReg: boolean;
  mobilePassword: boolean;
  smsOnUsername: boolean;
  defaultDialingCode: string;
  referralCode: string | null;
};

/** Optional profile fields shown when the brand enables them (spec §3 registration rules). */
const EXTRA_FIELDS = [
  ['payeeName', 'session.payee_name', 'name'],
  ['email', 'session.email', 'email'],
  ['affiliateCode', 'session.affiliate_code', 'off'],
] as const;

export const RegisterModal = ({
  open,
  rules,
  usernameReg,
  mobileReg,
  mobilePassword,
  smsOnUsername,
  defaultDialingCode,
  referralCode,
}: Props) => {
  const { t } = useTranslation();
  const { openModal, startSession } = useSession();
  const { checkRule, serverError } = useFormMessages();
  const [tab, setTab] = useState<'username' | 'mobile'>(usernameReg ? 'username' : 'mobile');
  const [v, setV] = useState<Record<string, string>>({});
  const [dial, setDial] = useState(defaultDialingCode);
  const [agree, setAgree] = useState(false);
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [captchaKey, setCaptchaKey] = useState(0);
  const set = (k: string) => (e: React.ChangeEvent<HTMLInputElement>) => setV((s) => ({ ...s, [k]: e.target.value }));
  const val = (k: string) => v[k] ?? '';

  const isMobile = tab === 'mobile';
  const needSms = isMobile || smsOnUsername;
  const needPassword = !isMobile || mobilePassword;
  const showCaptcha = !isMobile && Boolean(rules.captcha?.enabled);

  const validate = () => {
    const e: Record<string, string | null> = {};
    if (!isMobile) e.username = checkRule(rules.username, val('username'), true);
    if (needPassword) {
      e.password = checkRule(rules.password, val('password'), true);
      e.confirmPassword = !val('confirmPassword')
        ? t('session.required')
        : val('confirmPassword') !== val('password')
          ? t('session.mismatch')
          : null;
    }
    if (needSms) {
      e.mobileNum = checkRule(rules.mobileNum, val('mobileNum'), true);
      e.verificationCode = val('verificationCode').trim() ? null : t('session.required');
    }
    if (!isMobile) for (const [k] of EXTRA_FIELDS) if (rules[k]?.enabled) e[k] = checkRule(rules[k], val(k));
    if (showCaptcha) e.captcha = val('captcha').trim() ? null : t('session.required');
    setErrors(e);
    if (!agree) setFormError(t('session.agree_required'));
    return agree && Object.values(e).every((x) => !x);
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setFormError(null);
    if (!validate()) return;
    setBusy(true);
    const payload = {
      ...(isMobile ? {} : { username: val('username').trim() }),
      password: needPassword ? val('password') : undefined,
      confirmPassword: needPassword ? val('confirmPassword') : undefined,
      mobileNum: needSms ? val('mobileNum').trim() : undefined,
      countryDialingCode: needSms ? dial : undefined,
      verificationCode: needSms ? val('verificationCode').trim() : undefined,
      captcha: showCaptcha ? val('captcha') : undefined,
      ...Object.fromEntries(
        EXTRA_FIELDS.filter(([k]) => !isMobile && rules[k]?.enabled && val(k).trim()).map(([k]) => [k, val(k).trim()]),
      ),
      referralCode: referralCode ?? undefined,
      domain: window.location.hostname,
      registerUrl: window.location.href,
      registerMethod: 'WEB',
      login: true,
    };
    try {
      startSession(await (isMobile ? registerMobileRequest(payload) : registerRequest(payload)));
    } catch (err) {
      const { field, message } = serverError(err);
      if (field) setErrors((s) => ({ ...s, [field]: message }));
      else setFormError(message);
      if (showCaptcha) setCaptchaKey((k) => k + 1);
    } finally {
      setBusy(false);
    }
  };

  const tabs = [
    ...(usernameReg ? [{ id: 'username' as const, label: t('session.tab_username') }] : []),
    ...(mobileReg ? [{ id: 'mobile' as const, label: t('session.tab_mobile') }] : []),
  ];

  return (
    <Modal open={open} onClose={() => openModal(null)} title={t('session.register_title')} size="sm">
      {tabs.length > 1 ? <Tabs label={t('session.register_title')} value={tab} onChange={setTab} tabs={tabs} /> : null}
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        {!isMobile ? (
          <Field
            label={t('session.username')}
            value={val('username')}
            onChange={set('username')}
            error={errors.username}
            autoComplete="username"
          />
        ) : null}
        {needSms ? (
          <>
            <div className="form__row">
              <CountryCodeSelect value={dial} onChange={setDial} />
              <Field
                label={t('session.mobile')}
                inputMode="numeric"
                value={val('mobileNum')}
                onChange={set('mobileNum')}
                error={errors.mobileNum}
                autoComplete="tel-national"
              />
            </div>
            <Field
              label={t('session.sms_code')}
              inputMode="numeric"
              value={val('verificationCode')}
              onChange={set('verificationCode')}
              error={errors.verificationCode}
              hint={info ?? undefined}
              autoComplete="one-time-code"
              maxLength={6}
              addon={
                <SmsCodeButton
                  disabled={Boolean(checkRule(rules.mobileNum, val('mobileNum'), true))}
                  send={() => sendRegisterSmsRequest(val('mobileNum').trim(), dial)}
                  onSent={(minutes) => setInfo(t('session.code_sent', { minutes }))}
                  onError={(err) => setFormError(serverError(err).message)}
                />
              }
            />
          </>
        ) : null}
        {needPassword ? (
          <>
            <Field
              label={t('session.password')}
              type="password"
              value={val('password')}
              onChange={set('password')}
              error={errors.password}
              autoComplete="new-password"
            />
            <Field
              label={t('session.confirm_password')}
              type="password"
              value={val('confirmPassword')}
              onChange={set('confirmPassword')}
              error={errors.confirmPassword}
              autoComplete="new-password"
            />
          </>
        ) : null}
        {!isMobile
          ? EXTRA_FIELDS.filter(([k]) => rules[k]?.enabled).map(([k, label, ac]) => (
              <Field key={k} label={t(label)} value={val(k)} onChange={set(k)} error={errors[k]} autoComplete={ac} />
            ))
          : null}
        {showCaptcha ? (
          <CaptchaField
            value={val('captcha')}
            onChange={(c) => setV((s) => ({ ...s, captcha: c }))}
            error={errors.captcha}
            refreshKey={captchaKey}
          />
        ) : null}
        <label className="checkbox">
          <input type="checkbox" checked={agree} onChange={(e) => setAgree(e.target.checked)} /> {t('session.agree')}
        </label>
        <FormError message={formError} />
        <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
          {t('session.submit_register')}
        </button>
      </form>
      <div className="form__links">
        <button type="button" className="btn--link" onClick={() => openModal('login')}>
          {t('session.have_account')} {t('session.submit_login')}
        </button>
      </div>
    </Modal>
  );
};
