import type { MemberInfo, RegisterRule } from '@pagoda/contracts';
import { errorMessageKey, formatRuleMessage, matchesRule, PATTERNS } from '@pagoda/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountryCodeSelect } from '../../../components/country-code-select';
import { Field } from '../../../components/field';
import { FormError } from '../../../components/form-error';
import { SmsCodeButton } from '../../../components/sms-code-button';
import { ApiError } from '../../../lib/api-client';
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

/** Translated messages for the brand's rule checks and the server's answers. */
const useMessages = (rule: RegisterRule | undefined) => {
  const { t } = useTranslation();
  const ruleMessage = (r: RegisterRule) => formatRuleMessage(t(`reg_pattern_${r.patternId}`), r);
  return {
    /** null when the value passes the rule (any non-empty value when the rule is off). */
    check: (value: string): string | null => {
      const v = value.trim();
      if (!v) return t('session.required');
      if (!rule || !rule.enabled) return null;
      return matchesRule(rule, v) ? null : ruleMessage(rule);
    },
    fromServer: (err: unknown): { field: string | null; message: string } => {
      if (!(err instanceof ApiError)) return { field: null, message: t('error.network') };
      const first = (err.value as { fields?: { field: string; message: string }[] } | null)?.fields?.[0];
      if (!first) return { field: null, message: t(errorMessageKey(err.code), { defaultValue: err.message }) };
      const field = first.field.replace(/^body\./, '');
      const message =
        /^reg_pattern_\d+$/.test(first.message) && rule
          ? ruleMessage(rule)
          : first.message === 'required'
            ? t('session.required')
            : first.message;
      return { field, message };
    },
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
  const { check, fromServer } = useMessages(effectiveRule);
  const [dial, setDial] = useState(dialingCode);
  const [v, setV] = useState({ value: '', code: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const valueField = kind === 'mobile' ? 'mobileNum' : 'email';
  const showError = (err: unknown) => {
    const { field, message } = fromServer(err);
    if (field && field !== 'countryDialingCode') setErrors((s) => ({ ...s, [field]: message }));
    else setFormError(message);
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const next = {
      [valueField]: check(v.value),
      verificationCode: !v.code.trim()
        ? t('session.required')
        : /^\d{6}$/.test(v.code.trim())
          ? null
          : t('mc.code_rule'),
      password: changing && !v.password ? t('session.required') : null,
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    try {
      const proof = { verificationCode: v.code.trim(), ...(changing ? { password: v.password } : {}) };
      if (kind === 'mobile') {
        await bindMobileRequest({ mobileNum: v.value.trim(), countryDialingCode: dial, ...proof });
      } else {
        await bindEmailRequest({ email: v.value.trim(), ...proof });
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
      value={v.value}
      onChange={(e) => setV({ ...v, value: e.target.value })}
      error={errors[valueField]}
    />
  );
  return (
    <form className="form contact-form" aria-labelledby={titleId} onSubmit={(e) => void submit(e)} noValidate>
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
        value={v.code}
        onChange={(e) => setV({ ...v, code: e.target.value.replace(/\D/g, '') })}
        error={errors.verificationCode}
        hint={info ?? undefined}
        addon={
          <SmsCodeButton
            disabled={Boolean(check(v.value))}
            send={() =>
              kind === 'mobile'
                ? sendBindMobileCodeRequest(v.value.trim(), dial)
                : sendBindEmailCodeRequest(v.value.trim())
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
          value={v.password}
          onChange={(e) => setV({ ...v, password: e.target.value })}
          error={errors.password}
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
