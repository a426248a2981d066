import type { RegisterRule } from '@pagoda/contracts';
import { ErrorCode } from '@pagoda/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountryCodeSelect } from '../../../components/country-code-select';
import { Field, Tabs } from '../../../components/field';
import { FormError } from '../../../components/form-error';
import { Modal } from '../../../components/modal';
import { SmsCodeButton } from '../../../components/sms-code-button';
import { ApiError } from '../../../lib/api-client';
import { sessionKeys } from '../../../lib/query-keys';
import { checkAffiliateRequest } from '../api/check-affiliate';
import { registerRequest } from '../api/register';
import { registerMobileRequest } from '../api/register-mobile';
import { sendRegisterSmsRequest } from '../api/send-register-sms';
import { useSession } from '../session-context';
import { CaptchaField } from './captcha-field';
import { useFormMessages } from './use-form-error';

type Props = {
  open: boolean;
  rules: Record<string, RegisterRule>;
  usernameReg: boolean;
  mobileReg: boolean;
  mobilePassword: boolean;
  smsOnUsername: boolean;
  defaultDialingCode: string;
  referralCode: string | null;
  /** The link's or the host's affiliate code (null when there is none) and the host's domain label. */
  affiliate: { code: string | null; domain: string };
};

/** Optional profile fields shown when the brand enables them. */
const EXTRA_FIELDS = [
  ['payeeName', 'session.payee_name', 'name'],
  ['email', 'session.email', 'email'],
] as const;

/**
 * Spec §4: the affiliate field shows only when the site's code fails the check, or when there is
 * no code in the URL and the brand enables the field. A valid site code is sent without a field.
 */
const useAffiliate = (open: boolean, affiliate: Props['affiliate'], fieldEnabled: boolean) => {
  const { code, domain } = affiliate;
  const check = useQuery({
    queryKey: sessionKeys.affiliate(code, domain),
    queryFn: () => checkAffiliateRequest(code!, domain).then(() => true),
    enabled: open && Boolean(code),
    retry: false,
    staleTime: Infinity,
  });
  const siteCode = code && check.isSuccess ? code : null;
  return { siteCode, showField: code ? check.isError : fieldEnabled, recheck: () => void check.refetch() };
};

export const RegisterModal = ({
  open,
  rules,
  usernameReg,
  mobileReg,
  mobilePassword,
  smsOnUsername,
  defaultDialingCode,
  referralCode,
  affiliate,
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
  const [referral, setReferral] = useState(referralCode);
  const [affiliatePopup, setAffiliatePopup] = useState(false);
  const {
    siteCode,
    showField: showAffiliate,
    recheck: recheckAffiliate,
  } = useAffiliate(open, affiliate, Boolean(rules.affiliateCode?.enabled));
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
    if (showAffiliate) e.affiliateCode = checkRule(rules.affiliateCode, val('affiliateCode'));
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
    const typedCode = showAffiliate ? val('affiliateCode').trim() : '';
    if (typedCode) {
      // Spec §8: a code that fails the check stops registration with the invitation_code_error popup.
      const valid = await checkAffiliateRequest(typedCode, affiliate.domain).then(
        () => true,
        () => false,
      );
      if (!valid) {
        setBusy(false);
        setAffiliatePopup(true);
        return;
      }
    }
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
      affiliateCode: typedCode || siteCode || undefined,
      referralCode: referral ?? undefined,
      domain: affiliate.domain || undefined,
      registerUrl: window.location.href,
      registerMethod: 'WEB',
      login: true,
    };
    try {
      startSession(await (isMobile ? registerMobileRequest(payload) : registerRequest(payload)));
    } catch (err) {
      // A stale invite link must not block registration: the next submit goes without it.
      if (err instanceof ApiError && err.code === ErrorCode.ReferralCodeInvalid) setReferral(null);
      const { field, message } = serverError(err);
      if (err instanceof ApiError && err.code === ErrorCode.AffiliateCodeInvalid) {
        // The site's code was disabled meanwhile: check again, so the field shows.
        setAffiliatePopup(true);
        recheckAffiliate();
      } else if (field) setErrors((s) => ({ ...s, [field]: message }));
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
    <>
      <Modal open={open} onClose={() => openModal(null)} title={t('session.register_title')} size="sm">
        {tabs.length > 1 ? (
          <Tabs label={t('session.register_title')} value={tab} onChange={setTab} tabs={tabs} />
        ) : null}
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
          {showAffiliate ? (
            <Field
              label={t('session.affiliate_code')}
              value={val('affiliateCode')}
              onChange={set('affiliateCode')}
              error={errors.affiliateCode}
              autoComplete="off"
            />
          ) : null}
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
      <Modal
        open={affiliatePopup}
        onClose={() => setAffiliatePopup(false)}
        title={t('session.affiliate_code')}
        size="sm"
      >
        <p>{t('session.invitation_code_error')}</p>
        <div className="modal__actions">
          <button type="button" className="btn btn--primary" onClick={() => setAffiliatePopup(false)}>
            {t('app.confirm')}
          </button>
        </div>
      </Modal>
    </>
  );
};
