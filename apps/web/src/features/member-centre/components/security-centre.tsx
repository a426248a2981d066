import type { MemberInfo, RegisterRule } from '@pagoda/contracts';
import { bindTotp, bodySchema, errorMessageKey, maskEmail, maskMobile, setPaymentPassword } from '@pagoda/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field';
import { FormError } from '../../../components/form-error';
import { PAYMENT_PASSWORD_LENGTH } from '../../../components/payment-password-field';
import { QrCode } from '../../../components/qr-code';
import { ApiError } from '../../../lib/api-client';
import { formatTime } from '../../../lib/format';
import { memberKeys } from '../../../lib/query-keys';
import { digitsOnly, useRulesForm } from '../../../lib/rules-form';
import { bindTotpRequest } from '../api/bind-totp';
import { useBrandCountry } from '../api/get-countries';
import { useRecentLogins } from '../api/get-recent-logins';
import { setPaymentPasswordRequest } from '../api/set-payment-password';
import { setupTotpRequest } from '../api/setup-totp';
import { ContactBindingForm } from './contact-binding';
import './member-centre.css';

const paymentBody = bodySchema(setPaymentPassword).shape;
const PAYMENT_PASSWORD = new RegExp(`^\\d{${PAYMENT_PASSWORD_LENGTH}}$`);
const totpBody = bodySchema(bindTotp).shape;

const PaymentPasswordForm = ({ hasOne, onDone }: { hasOne: boolean; onDone: () => void }) => {
  const { t } = useTranslation();
  // The operation's rules; the new payment password is also 6 digits.
  const form = useRulesForm({
    proof: { contract: hasOne ? paymentBody.oldPaymentPassword : paymentBody.loginPassword, required: true },
    newPaymentPassword: {
      contract: paymentBody.newPaymentPassword.regex(PAYMENT_PASSWORD),
      required: true,
      message: t('mc.payment_password_rule'),
    },
    confirmPaymentPassword: { contract: paymentBody.confirmPaymentPassword, matches: 'newPaymentPassword' },
  });
  const { errors } = form.formState;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async ({ proof = '', newPaymentPassword = '', confirmPaymentPassword = '' }) => {
    setBusy(true);
    setError(null);
    try {
      await setPaymentPasswordRequest({
        ...(hasOne ? { oldPaymentPassword: proof } : { loginPassword: proof }),
        newPaymentPassword,
        confirmPaymentPassword,
      });
      onDone();
    } catch (err) {
      setError(
        err instanceof ApiError ? t(errorMessageKey(err.code), { defaultValue: err.message }) : t('error.network'),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="form" onSubmit={(e) => void form.handleSubmit(submit)(e)} noValidate>
      <Field
        label={hasOne ? t('mc.old_payment_password') : t('mc.login_password')}
        type="password"
        error={errors.proof?.message}
        {...form.register('proof')}
      />
      <Field
        label={t('mc.new_payment_password')}
        type="password"
        inputMode="numeric"
        maxLength={PAYMENT_PASSWORD_LENGTH}
        hint={t('mc.payment_password_rule')}
        error={errors.newPaymentPassword?.message}
        {...form.register('newPaymentPassword')}
      />
      <Field
        label={t('mc.confirm_payment_password')}
        type="password"
        inputMode="numeric"
        maxLength={PAYMENT_PASSWORD_LENGTH}
        error={errors.confirmPaymentPassword?.message}
        {...form.register('confirmPaymentPassword')}
      />
      <FormError message={error} />
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {t('mc.save')}
      </button>
    </form>
  );
};

/** Google Authenticator: scan the QR (or type the key), then confirm with a current code. */
const TotpBinding = ({ onDone }: { onDone: () => void }) => {
  const { t } = useTranslation();
  const [setup, setSetup] = useState<{ secret: string; otpauthUrl: string } | null>(null);
  const form = useRulesForm({ code: { contract: totpBody.code, required: true, message: t('mc.code_rule') } });
  const code = useWatch({ control: form.control, name: 'code' }) ?? '';
  const { errors } = form.formState;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fail = (err: unknown) =>
    setError(
      err instanceof ApiError ? t(errorMessageKey(err.code), { defaultValue: err.message }) : t('error.network'),
    );
  if (!setup)
    return (
      <button
        type="button"
        className="btn btn--sm"
        disabled={busy}
        onClick={() => void setupTotpRequest().then(setSetup, fail)}
      >
        {t('mc.bind')}
      </button>
    );
  const submit = async (body: { code?: string }) => {
    setBusy(true);
    setError(null);
    try {
      await bindTotpRequest(body.code ?? '');
      onDone();
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="form totp-form" onSubmit={(e) => void form.handleSubmit(submit)(e)} noValidate>
      <p>{t('mc.totp_scan')}</p>
      <QrCode value={setup.otpauthUrl} size={180} label={t('mc.totp')} />
      <p>
        {t('mc.totp_key')}: <code data-testid="totp-secret">{setup.secret}</code>
      </p>
      <Field
        label={t('mc.totp_code')}
        inputMode="numeric"
        maxLength={6}
        autoComplete="one-time-code"
        error={errors.code?.message}
        {...digitsOnly(form.register('code'))}
      />
      <FormError message={error} />
      <button type="submit" className="btn btn--primary" disabled={busy || code.length !== 6}>
        {t('mc.confirm_bind')}
      </button>
    </form>
  );
};

export type SecurityCentreProps = {
  member: MemberInfo;
  onChangePassword: () => void;
  /** The brand's registration rules (mobileNum and email apply to binding). */
  rules: Record<string, RegisterRule>;
  /** UPDATEMOBILEICC3 / DISABLEDMOBILEICC3: the country code cannot be changed. */
  mobileIccLocked: boolean;
};

/** The member centre's default page: profile (with mobile and e-mail binding), passwords and recent logins. */
export const SecurityCentre = ({ member, onChangePassword, rules, mobileIccLocked }: SecurityCentreProps) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const logins = useRecentLogins();
  const country = useBrandCountry();
  const [editingPay, setEditingPay] = useState(false);
  const [saved, setSaved] = useState(false);
  const [editingContact, setEditingContact] = useState<'mobile' | 'email' | null>(null);
  const [contactSaved, setContactSaved] = useState<'mobile' | 'email' | null>(null);
  const row = (label: string, value: string, action?: React.ReactNode) => (
    <div className="mc-row">
      <dt>{label}</dt>
      <dd className={action ? 'mc-row__value' : undefined}>
        <span>{value || t('mc.not_bound')}</span>
        {action}
      </dd>
    </div>
  );
  const contactAction = (kind: 'mobile' | 'email', bound: boolean) => (
    <button
      type="button"
      className="btn btn--sm"
      aria-label={t(`mc.${bound ? 'change' : 'bind'}_${kind}`)}
      aria-expanded={editingContact === kind}
      onClick={() => {
        setContactSaved(null);
        setEditingContact((k) => (k === kind ? null : kind));
      }}
    >
      {bound ? t('mc.change') : t('mc.bind')}
    </button>
  );
  const mobileShown = member.mobile ? `+${member.countryDialingCode} ${maskMobile(member.mobile)}` : '';
  return (
    <div className="security-centre">
      <section className="mc-card" aria-labelledby="mc-profile">
        <h3 id="mc-profile">{t('mc.profile')}</h3>
        <dl>
          {row(t('session.username'), member.account)}
          {row(t('mc.registered'), formatTime(member.registeredAt))}
          {row(t('mc.last_login'), member.lastLoginAt ? formatTime(member.lastLoginAt) : '')}
          {row(t('session.mobile'), mobileShown, contactAction('mobile', Boolean(member.mobile)))}
          {row(
            t('session.email'),
            member.email ? maskEmail(member.email) : '',
            contactAction('email', Boolean(member.email)),
          )}
          {row(t('session.payee_name'), member.payee)}
        </dl>
        {contactSaved ? (
          <p role="status" className="mc-note">
            {t(contactSaved === 'mobile' ? 'mc.mobile_saved' : 'mc.email_saved')}
          </p>
        ) : null}
        {editingContact ? (
          <ContactBindingForm
            key={editingContact}
            kind={editingContact}
            member={member}
            rule={rules[editingContact === 'mobile' ? 'mobileNum' : 'email']}
            dialingCode={member.countryDialingCode || country.data?.countryDialingCode || '63'}
            dialingCodeLocked={mobileIccLocked}
            onDone={() => {
              setContactSaved(editingContact);
              setEditingContact(null);
              void queryClient.invalidateQueries({ queryKey: memberKeys.all });
            }}
          />
        ) : null}
      </section>
      <section className="mc-card" aria-labelledby="mc-passwords">
        <h3 id="mc-passwords">{t('mc.passwords')}</h3>
        <dl>
          <div className="mc-row">
            <dt>{t('session.password')}</dt>
            <dd>
              <button type="button" className="btn btn--sm" onClick={onChangePassword}>
                {t('session.change_password_title')}
              </button>
            </dd>
          </div>
          <div className="mc-row">
            <dt>{t('mc.payment_password')}</dt>
            <dd>
              {saved ? <span role="status">{t('mc.saved')} </span> : null}
              <button
                type="button"
                className="btn btn--sm"
                aria-expanded={editingPay}
                onClick={() => setEditingPay((e) => !e)}
              >
                {member.hasPaymentPassword ? t('mc.change') : t('mc.set')}
              </button>
            </dd>
          </div>
        </dl>
        {editingPay ? (
          <PaymentPasswordForm
            hasOne={member.hasPaymentPassword}
            onDone={() => {
              setEditingPay(false);
              setSaved(true);
              void queryClient.invalidateQueries({ queryKey: memberKeys.all });
            }}
          />
        ) : null}
      </section>
      <section className="mc-card" aria-labelledby="mc-totp">
        <h3 id="mc-totp">{t('mc.totp')}</h3>
        {member.hasTotp ? (
          <p role="status">{t('mc.bound')}</p>
        ) : (
          <TotpBinding onDone={() => void queryClient.invalidateQueries({ queryKey: memberKeys.all })} />
        )}
      </section>
      <section className="mc-card" aria-labelledby="mc-logins">
        <h3 id="mc-logins">{t('mc.recent_logins')}</h3>
        {logins.data?.length ? (
          <table className="mc-table">
            <thead>
              <tr>
                <th scope="col">{t('mc.time')}</th>
                <th scope="col">IP</th>
                <th scope="col">{t('mc.method')}</th>
              </tr>
            </thead>
            <tbody>
              {logins.data.map((l) => (
                <tr key={`${l.time}-${l.ip}`}>
                  <td>{formatTime(l.time)}</td>
                  <td>{l.ip}</td>
                  <td>{t(`mc.login_method.${l.method.split('-')[0]}`, { defaultValue: l.method })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="empty-state">{logins.isPending ? t('app.loading') : t('mc.no_logins')}</p>
        )}
      </section>
    </div>
  );
};
