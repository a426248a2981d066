import { zodResolver } from '@hookform/resolvers/zod';
import { operatorLoginPassword, operatorLoginTotp, totpCodeSchema, type OperationValue } from '@pagoda/contracts';
import { KeyRound, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { FormField, useContractForm } from '../../components/form-field';
import { apiCall } from '../../lib/api';
import { errorText } from '../../lib/error-message';
import { useSession } from '../../lib/session';
import { LanguageThemeBar } from './language-theme-bar';

type PasswordStep = OperationValue<typeof operatorLoginPassword>;
const codeForm = z.object({ code: totpCodeSchema });

/** The otpauth:// URI as a QR code image (a data URL; the qrcode package is loaded only here). */
const useQrDataUrl = (uri: string | undefined) => {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!uri) return;
    let live = true;
    void import('qrcode').then(({ toDataURL }) =>
      toDataURL(uri, { margin: 1, width: 200, errorCorrectionLevel: 'M' }).then((u) => live && setUrl(u)),
    );
    return () => {
      live = false;
    };
  }, [uri]);
  return url;
};

/** Step 2: the authenticator's code; at ENROL the QR code and the secret come first. */
const TotpStep = ({
  step,
  onBack,
  onDone,
}: {
  step: PasswordStep;
  onBack: () => void;
  onDone: (from?: string) => void;
}) => {
  const { t } = useTranslation();
  const { signIn } = useSession();
  const qr = useQrDataUrl(step.enrol?.otpauthUri);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(codeForm), defaultValues: { code: '' }, mode: 'onSubmit' });
  const submit = form.handleSubmit(async ({ code }) => {
    setError(null);
    try {
      const value = await apiCall(operatorLoginTotp, { body: { ticket: step.ticket, code } });
      signIn(value.token, value.operator);
      onDone();
    } catch (err) {
      setError(errorText(t, err));
      form.setValue('code', '');
      form.setFocus('code');
    }
  });
  const enrol = step.stage === 'ENROL' ? step.enrol : undefined;
  return (
    <form className="sign-in__form" onSubmit={(e) => void submit(e)} noValidate>
      <h1 className="sign-in__title">
        <ShieldCheck size={22} aria-hidden />
        {enrol ? t('signIn.enrolTitle') : t('signIn.totpTitle')}
      </h1>
      {enrol ? (
        <div className="sign-in__enrol">
          <p>{t('signIn.enrolHint')}</p>
          {qr ? <img src={qr} width={200} height={200} alt={t('signIn.qrAlt')} className="sign-in__qr" /> : null}
          <p className="field__label">{t('signIn.secret')}</p>
          <code className="sign-in__secret" data-testid="totp-secret">
            {enrol.secret}
          </code>
        </div>
      ) : (
        <p className="muted">{t('signIn.totpHint')}</p>
      )}
      <FormField label={t('signIn.code')} error={form.formState.errors.code}>
        <input
          className="input input--code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          autoFocus
          {...form.register('code')}
        />
      </FormField>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="sign-in__actions">
        <button type="button" className="button button--ghost" onClick={onBack}>
          {t('signIn.back')}
        </button>
        <button type="submit" className="button button--primary" disabled={form.formState.isSubmitting}>
          {t('signIn.verify')}
        </button>
      </div>
    </form>
  );
};

/** Step 1: username and password. */
const PasswordForm = ({ onStep }: { onStep: (step: PasswordStep) => void }) => {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const form = useContractForm(operatorLoginPassword, {
    defaultValues: { username: '', password: '' },
    mode: 'onSubmit',
  });
  const submit = form.handleSubmit(async (body) => {
    setError(null);
    try {
      onStep(await apiCall(operatorLoginPassword, { body }));
    } catch (err) {
      setError(errorText(t, err));
    }
  });
  return (
    <form className="sign-in__form" onSubmit={(e) => void submit(e)} noValidate>
      <h1 className="sign-in__title">
        <KeyRound size={22} aria-hidden />
        {t('signIn.title')}
      </h1>
      <p className="muted">{t('signIn.subtitle')}</p>
      <FormField label={t('signIn.username')} error={form.formState.errors.username}>
        <input className="input" autoComplete="username" autoFocus {...form.register('username')} />
      </FormField>
      <FormField label={t('signIn.password')} error={form.formState.errors.password}>
        <input className="input" type="password" autoComplete="current-password" {...form.register('password')} />
      </FormField>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button button--primary button--block" disabled={form.formState.isSubmitting}>
        {t('signIn.submit')}
      </button>
    </form>
  );
};

/** The operator sign-in: password, then the TOTP code (enrolling the authenticator at the first sign-in). */
export const SignInPage = () => {
  const { t } = useTranslation();
  const { token, endReason } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [step, setStep] = useState<PasswordStep | null>(null);
  const from = (location.state as { from?: string } | null)?.from;
  if (token && !step) return <Navigate to={from ?? '/'} replace />;
  return (
    <div className="sign-in">
      <LanguageThemeBar />
      <main className="sign-in__card">
        {endReason && !step ? (
          <p className="notice" role="status">
            {endReason === 'ended' ? t('signIn.sessionEnded') : t('signIn.signedOut')}
          </p>
        ) : null}
        {step ? (
          <TotpStep
            step={step}
            onBack={() => setStep(null)}
            onDone={() => void navigate(from ?? '/', { replace: true })}
          />
        ) : (
          <PasswordForm onStep={setStep} />
        )}
      </main>
    </div>
  );
};
