import type { BindCustomerRequiredValue, RegisterRule } from '@pagoda/contracts';
import {
  bodySchema,
  ErrorCode,
  errorMessageKey,
  THIRD_PARTY_REGISTER_FIELDS,
  thirdPartyBind,
  thirdPartyRegister,
} from '@pagoda/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CredentialsFields } from '../../../components/credentials-fields';
import { Field, Tabs } from '../../../components/field';
import { FormError } from '../../../components/form-error';
import { Modal } from '../../../components/modal';
import { ApiError } from '../../../lib/api-client';
import { type FieldRule, useRulesForm } from '../../../lib/rules-form';
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

const bindRules = bodySchema(thirdPartyBind).shape;
const newMemberRules = bodySchema(thirdPartyRegister).shape;

const BindExisting = ({ ticket }: { ticket: string }) => {
  const { t } = useTranslation();
  const { startSession } = useSession();
  const { serverError } = useFormMessages();
  const form = useRulesForm({
    username: { contract: bindRules.username, required: true },
    password: { contract: bindRules.password, required: true },
  });
  const { errors } = form.formState;
  const [captcha, setCaptcha] = useState('');
  const [needCaptcha, setNeedCaptcha] = useState(false);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async ({ username = '', password = '' }: { username?: string; password?: string }) => {
    setBusy(true);
    try {
      startSession(await thirdPartyBindRequest({ ticket, username, password, captcha: needCaptcha ? captcha : null }));
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
    <form
      className="form"
      onSubmit={(e) => {
        setError(null);
        void form.handleSubmit(submit)(e);
      }}
      noValidate
    >
      <CredentialsFields
        labels={{ username: t('session.username'), password: t('session.password') }}
        username={{ ...form.register('username'), error: errors.username?.message }}
        password={{ ...form.register('password'), error: errors.password?.message }}
      />
      {needCaptcha ? <CaptchaField value={captcha} onChange={setCaptcha} refreshKey={captchaKey} /> : null}
      <FormError message={error} />
      <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
        {t('third_party.submit_existing')}
      </button>
    </form>
  );
};

type NewMemberField = 'username' | AskedField;

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
  const { serverError } = useFormMessages();
  // Only what the brand requires; the e-mail comes from the provider when it has one.
  const asked = THIRD_PARTY_REGISTER_FIELDS.filter(
    (k) => rules[k]?.enabled && rules[k]?.required && !(k === 'email' && value.email),
  );
  // The operation's rules merged with the brand's rule of each field (only the asked ones exist).
  const fields = Object.fromEntries(
    (['username', ...asked] as NewMemberField[]).map((k) => [
      k,
      { contract: newMemberRules[k], rule: rules[k], required: true },
    ]),
  ) as unknown as Record<NewMemberField, FieldRule<NewMemberField>>;
  const form = useRulesForm(fields, { username: value.suggestedUsername });
  const { errors } = form.formState;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (body: Partial<Record<NewMemberField, string>>) => {
    setBusy(true);
    try {
      startSession(await thirdPartyRegisterRequest({ ...body, ticket, username: body.username ?? '' }));
    } catch (err) {
      const { field, message } = serverError(err);
      if (field && field in fields) form.setError(field as NewMemberField, { message });
      else setError(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="form"
      onSubmit={(e) => {
        setError(null);
        void form.handleSubmit(submit)(e);
      }}
      noValidate
    >
      <Field
        label={t('session.username')}
        error={errors.username?.message}
        autoComplete="username"
        required
        {...form.register('username')}
      />
      {asked.map((k) => (
        <Field key={k} label={t(LABELS[k])} error={errors[k]?.message} required {...form.register(k)} />
      ))}
      <p className="field__hint">{t('third_party.new_hint', { provider })}</p>
      <FormError message={error} />
      <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
        {t('third_party.submit_new')}
      </button>
    </form>
  );
};
