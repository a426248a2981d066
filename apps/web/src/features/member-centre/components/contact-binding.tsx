import type { MemberInfo, RegisterRule } from '@pagoda/contracts';
import { bindEmail, bindMobile, bodySchema, errorMessageKey, PATTERNS } from '@pagoda/contracts';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountryCodeSelect } from '../../../components/country-code-select';
import { Field } from '../../../components/field';
import { FormError } from '../../../components/form-error';
import { SmsCodeButton } from '../../../components/sms-code-button';
import { ApiError } from '../../../lib/api-client';
import { checkField, digitsOnly, useRuleTexts, useRulesForm } from '../../../lib/rules-form';
import { bindEmailRequest } from '../api/bind-email';
import { bindMobileRequest } from '../api/bind-mobile';
import { sendBindEmailCodeRequest } from '../api/send-bind-email-code';
import { sendBindMobileCodeRequest } from '../api/send-bind-mobile-code';
import './member-centre.css';

/** Binding an address needs a valid one even when the brand's e-mail rule is off (as on the server). */
const FALLBACK_EMAIL_RULE: RegisterRule = {
  enabled: true,
  required: true,
  minLength: 3,
  maxLength: 254,
  patternId: 3,
  acceptedPattern: PATTERNS[3]!,
};

type Kind = 'mobile' | 'email';

const mobileBody = bodySchema(bindMobile).shape;
const emailBody = bodySchema(bindEmail).shape;

/** The server's field error as text: a brand pattern id becomes the rule's own message. */
const useServerError = (rule: RegisterRule | undefined) => {
  const { t } = useTranslation();
  const texts = useRuleTexts();
  return (err: unknown): { field: string | null; message: string } => {
    if (!(err instanceof ApiError)) return { field: null, message: t('error.network') };
    const first = (err.value as { fields?: { field: string; message: string }[] } | null)?.fields?.[0];
    if (!first) return { field: null, message: t(errorMessageKey(err.code), { defaultValue: err.message }) };
    const field = first.field.replace(/^body\./, '');
    const message =
      /^reg_pattern_\d+$/.test(first.message) && rule
        ? texts.rule(rule)
        : first.message === 'required'
          ? texts.required
          : first.message;
    return { field, message };
  };
};

/**
 * Binds or changes the mobile number or e-mail address: the new value, a code sent to it, and
 * the login password when a value is already bound (the server asks for it then).
 */
export const ContactBindingForm = ({
  kind,
  member,
  rule,
  dialingCode,
  dialingCodeLocked,
  onDone,
}: {
  kind: Kind;
  member: MemberInfo;
  rule: RegisterRule | undefined;
  dialingCode: string;
  dialingCodeLocked: boolean;
  onDone: () => void;
}) => {
  const { t } = useTranslation();
  const titleId = useId();
  const changing = kind === 'mobile' ? Boolean(member.mobile) : Boolean(member.email);
  const effectiveRule = kind === 'email' && !rule?.enabled ? FALLBACK_EMAIL_RULE : rule;
  const fromServer = useServerError(effectiveRule);
  const texts = useRuleTexts();
  const body = kind === 'mobile' ? mobileBody : emailBody;
  const valueRule = kind === 'mobile' ? mobileBody.mobileNum : emailBody.email;
  // The operation's rules; the new value also by the brand's rule, the password when changing.
  const form = useRulesForm({
    value: { contract: valueRule, rule: effectiveRule, required: true },
    verificationCode: { contract: body.verificationCode, required: true, message: t('mc.code_rule') },
    password: { contract: body.password, required: changing },
  });
  const { errors } = form.formState;
  const value = useWatch({ control: form.control, name: 'value' }) ?? '';
  const valueCheck = checkField(valueRule, effectiveRule, true, value, texts);
  const [dial, setDial] = useState(dialingCode);
  const [formError, setFormError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const showError = (err: unknown) => {
    const { field, message } = fromServer(err);
    if (field === 'mobileNum' || field === 'email') form.setError('value', { message });
    else if (field === 'verificationCode' || field === 'password') form.setError(field, { message });
    else setFormError(message);
  };

  const submit = async ({ value = '', verificationCode = '', password }: Partial<Record<string, string>>) => {
    setBusy(true);
    try {
      const proof = { verificationCode, ...(changing ? { password } : {}) };
      if (kind === 'mobile') {
        await bindMobileRequest({ mobileNum: value, countryDialingCode: dial, ...proof });
      } else {
        await bindEmailRequest({ email: value, ...proof });
      }
      onDone();
    } catch (err) {
      showError(err);
    } finally {
      setBusy(false);
    }
  };

  const title =
    kind === 'mobile'
      ? t(changing ? 'mc.change_mobile' : 'mc.bind_mobile')
      : t(changing ? 'mc.change_email' : 'mc.bind_email');
  const valueInput = (
    <Field
      label={kind === 'mobile' ? t('mc.new_mobile') : t('mc.new_email')}
      type={kind === 'mobile' ? 'tel' : 'email'}
      inputMode={kind === 'mobile' ? 'numeric' : 'email'}
      autoComplete={kind === 'mobile' ? 'tel-national' : 'email'}
      error={errors.value?.message}
      {...form.register('value')}
    />
  );
  return (
    <form
      className="form contact-form"
      aria-labelledby={titleId}
      onSubmit={(e) => {
        setFormError(null);
        void form.handleSubmit(submit)(e);
      }}
      noValidate
    >
      <h4 id={titleId}>{title}</h4>
      {kind === 'mobile' ? (
        <div className="form__row">
          <CountryCodeSelect value={dial} onChange={setDial} disabled={dialingCodeLocked} />
          {valueInput}
        </div>
      ) : (
        valueInput
      )}
      <Field
        label={t('session.sms_code')}
        inputMode="numeric"
        maxLength={6}
        autoComplete="one-time-code"
        error={errors.verificationCode?.message}
        {...digitsOnly(form.register('verificationCode'))}
        hint={info ?? undefined}
        addon={
          <SmsCodeButton
            disabled={Boolean(valueCheck.error)}
            send={() =>
              kind === 'mobile'
                ? sendBindMobileCodeRequest(valueCheck.value, dial)
                : sendBindEmailCodeRequest(valueCheck.value)
            }
            onSent={(minutes) =>
              setInfo(t(kind === 'mobile' ? 'session.code_sent' : 'mc.email_code_sent', { minutes }))
            }
            onError={showError}
          />
        }
      />
      {changing ? (
        <Field
          label={t('mc.login_password')}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
          hint={t('mc.change_needs_password')}
        />
      ) : null}
      <FormError message={formError} />
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {t('mc.confirm_bind')}
      </button>
    </form>
  );
};
