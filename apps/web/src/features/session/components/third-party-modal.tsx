import type { BindCustomerRequiredValue, RegisterRule } from '@pagoda/contracts';
import { ErrorCode, errorMessageKey, THIRD_PARTY_REGISTER_FIELDS } from '@pagoda/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CredentialsFields } from '../../../components/credentials-fields';
import { Field, Tabs } from '../../../components/field';
import { FormError } from '../../../components/form-error';
import { Modal } from '../../../components/modal';
import { ApiError } from '../../../lib/api-client';
import { thirdPartyBindRequest } from '../api/third-party-bind';
import { thirdPartyLoginRequest } from '../api/third-party-login';
import { thirdPartyRegisterRequest } from '../api/third-party-register';
import { useSession } from '../session-context';
import { thirdPartyReturn } from '../third-party-return';
import { CaptchaField } from './captcha-field';
import { PROVIDER_NAMES } from './third-party-buttons';
import { useFormMessages } from './use-form-error';

type AskedField = (typeof THIRD_PARTY_REGISTER_FIELDS)[number];
const LABELS: Record<AskedField, string> = {
  email: 'session.email',
  payeeName: 'session.payee_name',
  qqNum: 'third_party.field_qqNum',
  line: 'third_party.field_line',
  whatsapp: 'third_party.field_whatsapp',
  facebook: 'third_party.field_facebook',
  wechat: 'third_party.field_wechat',
  idNumber: 'third_party.field_idNumber',
};

// The ticket is exchanged once per page load, even when the modals mount again later.
let exchanged = false;

type Phase =
  { kind: 'working' } | { kind: 'error'; message: string } | { kind: 'bind'; value: BindCustomerRequiredValue };

/**
 * Back from the provider: a linked identity
 * is logged in at once; an unlinked one chooses "log in to an existing account" (the password
 * links it) or "register new" (FIREBASECREATEACC3).
 */
export const ThirdPartyModal = ({ open, rules }: { open: boolean; rules: Record<string, RegisterRule> }) => {
  const { t } = useTranslation();
  const { openModal, startSession } = useSession();
  const { serverError } = useFormMessages();
  const [phase, setPhase] = useState<Phase>(() =>
    thirdPartyReturn && 'error' in thirdPartyReturn
      ? {
          kind: 'error',
          message: t(errorMessageKey(thirdPartyReturn.error), { defaultValue: t('error.oauth_failed') }),
        }
      : { kind: 'working' },
  );

  useEffect(() => {
    if (exchanged || !thirdPartyReturn || !('ticket' in thirdPartyReturn)) return;
    exchanged = true;
    thirdPartyLoginRequest(thirdPartyReturn.ticket).then(startSession, (err: unknown) => {
      if (err instanceof ApiError && err.code === ErrorCode.BindCustomerRequired)
        setPhase({ kind: 'bind', value: err.value as BindCustomerRequiredValue });
      else setPhase({ kind: 'error', message: serverError(err).message });
    });
    // Once per page load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const provider = phase.kind === 'bind' ? PROVIDER_NAMES[phase.value.provider] : '';
  const title =
    phase.kind === 'bind'
      ? t('third_party.bind_title', { provider })
      : phase.kind === 'error'
        ? t('third_party.failed_title')
        : t('third_party.working');

  return (
    <Modal open={open} onClose={() => openModal(null)} title={title} size="sm">
      {phase.kind === 'working' ? <p role="status">{t('third_party.working')}</p> : null}
      {phase.kind === 'error' ? (
        <>
          <FormError message={phase.message} />
          <div className="modal__actions">
            <button type="button" className="btn btn--primary" onClick={() => openModal('login')}>
              {t('session.submit_login')}
            </button>
          </div>
        </>
      ) : null}
      {phase.kind === 'bind' && thirdPartyReturn && 'ticket' in thirdPartyReturn ? (
        <BindChoice ticket={thirdPartyReturn.ticket} value={phase.value} provider={provider} rules={rules} />
      ) : null}
    </Modal>
  );
};

const BindChoice = ({
  ticket,
  value,
  provider,
  rules,
}: {
  ticket: string;
  value: BindCustomerRequiredValue;
  provider: string;
  rules: Record<string, RegisterRule>;
}) => {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'existing' | 'new'>('existing');
  const who = value.email ?? value.name;
  return (
    <>
      <p>{t('third_party.bind_lead', { provider })}</p>
      {who ? <p className="third-party__who">{t('third_party.signed_in_as', { provider, who })}</p> : null}
      {value.registerNew ? (
        <Tabs
          label={t('third_party.bind_title', { provider })}
          value={tab}
          onChange={setTab}
          tabs={[
            { id: 'existing', label: t('third_party.existing') },
            { id: 'new', label: t('third_party.register_new') },
          ]}
        />
      ) : (
        <h3 className="third-party__heading">{t('third_party.existing')}</h3>
      )}
      {tab === 'existing' || !value.registerNew ? (
        <BindExisting ticket={ticket} />
      ) : (
        <RegisterNew ticket={ticket} value={value} provider={provider} rules={rules} />
      )}
    </>
  );
};

const BindExisting = ({ ticket }: { ticket: string }) => {
  const { t } = useTranslation();
  const { startSession } = useSession();
  const { serverError } = useFormMessages();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [needCaptcha, setNeedCaptcha] = useState(false);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!username.trim() || !password) {
      setError(t('session.required'));
      return;
    }
    setBusy(true);
    try {
      startSession(
        await thirdPartyBindRequest({
          ticket,
          username: username.trim(),
          password,
          captcha: needCaptcha ? captcha : null,
        }),
      );
    } catch (err) {
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

  return (
    <form className="form" onSubmit={(e) => void submit(e)} noValidate>
      <CredentialsFields
        labels={{ username: t('session.username'), password: t('session.password') }}
        username={{ value: username, onChange: (e) => setUsername(e.target.value) }}
        password={{ value: password, onChange: (e) => setPassword(e.target.value) }}
      />
      {needCaptcha ? <CaptchaField value={captcha} onChange={setCaptcha} refreshKey={captchaKey} /> : null}
      <FormError message={error} />
      <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
        {t('third_party.submit_existing')}
      </button>
    </form>
  );
};

const RegisterNew = ({
  ticket,
  value,
  provider,
  rules,
}: {
  ticket: string;
  value: BindCustomerRequiredValue;
  provider: string;
  rules: Record<string, RegisterRule>;
}) => {
  const { t } = useTranslation();
  const { startSession } = useSession();
  const { serverError, checkRule } = useFormMessages();
  // Only what the brand requires; the e-mail comes from the provider when it has one.
  const asked = THIRD_PARTY_REGISTER_FIELDS.filter(
    (k) => rules[k]?.enabled && rules[k]?.required && !(k === 'email' && value.email),
  );
  const [values, setValues] = useState<Record<string, string>>({ username: value.suggestedUsername });
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (k: string) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [k]: e.target.value }));

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    const next: Record<string, string | null> = { username: checkRule(rules.username, values.username ?? '', true) };
    for (const k of asked) next[k] = checkRule(rules[k], values[k] ?? '', true);
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    try {
      const body: Record<string, string> = { ticket, username: (values.username ?? '').trim() };
      for (const k of asked) body[k] = (values[k] ?? '').trim();
      startSession(
        await thirdPartyRegisterRequest(body as Record<string, string> & { ticket: string; username: string }),
      );
    } catch (err) {
      const { field, message } = serverError(err);
      if (field) setErrors((s) => ({ ...s, [field]: message }));
      else setError(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form" onSubmit={(e) => void submit(e)} noValidate>
      <Field
        label={t('session.username')}
        value={values.username ?? ''}
        onChange={set('username')}
        error={errors.username}
        autoComplete="username"
        required
      />
      {asked.map((k) => (
        <Field key={k} label={t(LABELS[k])} value={values[k] ?? ''} onChange={set(k)} error={errors[k]} required />
      ))}
      <p className="field__hint">{t('third_party.new_hint', { provider })}</p>
      <FormError message={error} />
      <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
        {t('third_party.submit_new')}
      </button>
    </form>
  );
};
