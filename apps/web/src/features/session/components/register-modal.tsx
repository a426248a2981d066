import { zodResolver } from '@hookform/resolvers/zod';
import type { RegisterRule } from '@pagoda/contracts';
import { ErrorCode } from '@pagoda/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountryCodeSelect } from '../../../components/country-code-select';
import { Field, Tabs } from '../../../components/field';
import { FormError } from '../../../components/form-error';
import { Modal } from '../../../components/modal';
import { SmsCodeButton } from '../../../components/sms-code-button';
import { ApiError } from '../../../lib/api-client';
import { sessionKeys } from '../../../lib/query-keys';
import { checkField, type RuleTexts, useRuleTexts } from '../../../lib/rules-form';
import { checkAffiliateRequest } from '../api/check-affiliate';
import { registerRequest } from '../api/register';
import { registerMobileRequest } from '../api/register-mobile';
import { sendRegisterSmsRequest } from '../api/send-register-sms';
import {
  type RegisterFields,
  registerFormSchema,
  type RegisterFormShape,
  registerRules,
} from '../register-form-schema';
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
const EXTRA_FIELDS: readonly (readonly ['payeeName' | 'email', string, string])[] = [
  ['payeeName', 'session.payee_name', 'name'],
  ['email', 'session.email', 'email'],
] as const;

/**
 * The affiliate field shows only when the site's code fails the check, or when there is no code
 * in the URL and the brand enables the field. A valid site code is sent without a field.
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

type Context = { shape: RegisterFormShape; texts: RuleTexts & { mismatch: string } };
/** The shown fields and the brand's rules reach the resolver as the form's context. */
const registerResolver: Resolver<RegisterFields, Context, Partial<RegisterFields>> = (values, context, options) =>
  zodResolver(registerFormSchema(context!.shape, context!.texts))(values, context, options);

const EMPTY: RegisterFields = {
  username: '',
  password: '',
  confirmPassword: '',
  mobileNum: '',
  verificationCode: '',
  payeeName: '',
  email: '',
  affiliateCode: '',
  captcha: '',
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
  const { serverError } = useFormMessages();
  const [tab, setTab] = useState<'username' | 'mobile'>(usernameReg ? 'username' : 'mobile');
  const [dial, setDial] = useState(defaultDialingCode);
  const [agree, setAgree] = useState(false);
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

  const isMobile = tab === 'mobile';
  const needSms = isMobile || smsOnUsername;
  const needPassword = !isMobile || mobilePassword;
  const showCaptcha = !isMobile && Boolean(rules.captcha?.enabled);
  const extras = isMobile ? [] : EXTRA_FIELDS.filter(([k]) => rules[k]?.enabled);
  const texts = useRuleTexts();
  const shape: RegisterFormShape = {
    rules,
    username: !isMobile,
    password: needPassword,
    sms: needSms,
    captcha: showCaptcha,
    affiliate: showAffiliate,
    extras: extras.map(([k]) => k),
  };
  const form = useForm<RegisterFields, Context, Partial<RegisterFields>>({
    context: { shape, texts },
    resolver: registerResolver,
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const [mobileNum, captcha] = useWatch({ control: form.control, name: ['mobileNum', 'captcha'] });
  const mobileCheck = checkField(registerRules.mobileNum, rules.mobileNum, true, mobileNum, texts);

  const submit = async (body: Partial<RegisterFields>) => {
    if (!agree) return;
    setBusy(true);
    const typedCode = showAffiliate ? (body.affiliateCode ?? '') : '';
    if (typedCode) {
      // A typed code that fails the check stops registration with the invitation_code_error popup.
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
      ...(isMobile ? {} : { username: body.username }),
      password: needPassword ? body.password : undefined,
      confirmPassword: needPassword ? body.confirmPassword : undefined,
      mobileNum: needSms ? body.mobileNum : undefined,
      countryDialingCode: needSms ? dial : undefined,
      verificationCode: needSms ? body.verificationCode : undefined,
      captcha: showCaptcha ? body.captcha : undefined,
      ...Object.fromEntries(extras.filter(([k]) => body[k]).map(([k]) => [k, body[k]])),
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
      } else if (field && field in EMPTY) form.setError(field as keyof RegisterFields, { message });
      else setFormError(message);
      if (showCaptcha) setCaptchaKey((k) => k + 1);
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (e: React.FormEvent) => {
    setFormError(agree ? null : t('session.agree_required'));
    void form.handleSubmit(submit)(e);
  };
  const error = (name: keyof RegisterFields) => errors[name]?.message ?? null;

  const tabs = [
    ...(usernameReg ? [{ id: 'username' as const, label: t('session.tab_username') }] : []),
    ...(mobileReg ? [{ id: 'mobile' as const, label: t('session.tab_mobile') }] : []),
  ];

  return (
    <>
      <Modal open={open} onClose={() => openModal(null)} title={t('session.register_title')} size="sm">
        {tabs.length > 1 ? (
          <Tabs
            label={t('session.register_title')}
            value={tab}
            onChange={(next) => {
              setTab(next);
              form.clearErrors();
            }}
            tabs={tabs}
          />
        ) : null}
        <form className="form" onSubmit={onSubmit} noValidate>
          {!isMobile ? (
            <Field
              label={t('session.username')}
              error={error('username')}
              autoComplete="username"
              {...form.register('username')}
            />
          ) : null}
          {needSms ? (
            <>
              <div className="form__row">
                <CountryCodeSelect value={dial} onChange={setDial} />
                <Field
                  label={t('session.mobile')}
                  inputMode="numeric"
                  error={error('mobileNum')}
                  {...form.register('mobileNum')}
                  autoComplete="tel-national"
                />
              </div>
              <Field
                label={t('session.sms_code')}
                inputMode="numeric"
                error={error('verificationCode')}
                {...form.register('verificationCode')}
                hint={info ?? undefined}
                autoComplete="one-time-code"
                maxLength={6}
                addon={
                  <SmsCodeButton
                    disabled={Boolean(mobileCheck.error)}
                    send={() => sendRegisterSmsRequest(mobileCheck.value, dial)}
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
                error={error('password')}
                {...form.register('password')}
                autoComplete="new-password"
              />
              <Field
                label={t('session.confirm_password')}
                type="password"
                error={error('confirmPassword')}
                {...form.register('confirmPassword')}
                autoComplete="new-password"
              />
            </>
          ) : null}
          {extras.map(([k, label, ac]) => (
            <Field key={k} label={t(label)} error={error(k)} autoComplete={ac} {...form.register(k)} />
          ))}
          {showAffiliate ? (
            <Field
              label={t('session.affiliate_code')}
              error={error('affiliateCode')}
              {...form.register('affiliateCode')}
              autoComplete="off"
            />
          ) : null}
          {showCaptcha ? (
            <CaptchaField
              value={captcha}
              onChange={(c) => form.setValue('captcha', c, { shouldValidate: form.formState.isSubmitted })}
              error={error('captcha')}
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
