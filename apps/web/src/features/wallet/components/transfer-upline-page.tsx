import './wallet.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { AGENT_TYPES, MAIN_WALLET, type MemberInfo, transferToUplineBodySchema } from '@pagoda/contracts';
import { useId, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, SelectField } from '../../../components/field';
import { FormError } from '../../../components/form-error';
import { PaymentPasswordField } from '../../../components/payment-password-field';
import { formatMoney } from '../../../lib/format';
import { useAgentDownlineTransfer } from '../api/agent-downline-transfer';
import { useBalance } from '../api/get-balance';
import { useTransferTargets } from '../api/get-transfer-targets';
import { newRequestId } from '../api/request-id';
import { useTransferToUpline } from '../api/transfer-to-upline';
import { errorText } from '../error-text';
import { type PeerTransferContext, type PeerTransferFields, peerTransferFormSchema } from '../money-form-schema';

type Send = (v: { to: string; amount: string; password: string; remark: string; requestId: string }) => Promise<{
  successAmount: number;
}>;

/** The remark's length limit, from the operation (the same for upline and downline transfers). */
const REMARK_MAX = transferToUplineBodySchema.shape.remark.unwrap().maxLength ?? undefined;

type PeerTransferOutput = { to: string; amount: string; password: string; remark: string };
/** The balance and whether a downline is chosen reach the resolver as the form's context. */
const peerTransferResolver: Resolver<PeerTransferFields, PeerTransferContext, PeerTransferOutput> = (
  values,
  context,
  options,
) => zodResolver(peerTransferFormSchema(context!))(values, context, options);

/** Amount, payment password and remark, shared by the upline and the downline transfer. */
const PeerTransferForm = ({
  title,
  targets,
  available,
  symbol,
  onSend,
}: {
  title: string;
  /** null: the upline (fixed); otherwise the downlines to choose from. */
  targets: { account: string; label: string }[] | null;
  available: number;
  symbol: string;
  onSend: Send;
}) => {
  const { t } = useTranslation();
  const id = useId();
  const form = useForm<PeerTransferFields, PeerTransferContext, PeerTransferOutput>({
    context: { balance: available, downline: targets !== null },
    resolver: peerTransferResolver,
    defaultValues: { to: targets?.[0]?.account ?? '', amount: '', password: '', remark: '' },
  });
  const { errors } = form.formState;
  const fieldError = (key: string | undefined) => (key ? t(key) : null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const attempt = useRef<{ key: string; requestId: string } | null>(null);
  const submit = async (body: PeerTransferOutput) => {
    setError(null);
    const key = `${body.to}:${body.amount}:${body.remark}`;
    if (attempt.current?.key !== key) attempt.current = { key, requestId: newRequestId() };
    setBusy(true);
    try {
      const r = await onSend({ ...body, requestId: attempt.current.requestId });
      attempt.current = null;
      form.reset({ to: body.to, amount: '', password: '', remark: '' });
      setDone(t('wallet.transfer_done', { amount: `${symbol} ${formatMoney(r.successAmount)}` }));
    } catch (err) {
      form.setValue('password', '');
      setError(errorText(t, err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="mc-card form"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(e) => {
        setDone(null);
        void form.handleSubmit(submit)(e);
      }}
    >
      <h3 id={`${id}-title`}>{title}</h3>
      {targets ? (
        <SelectField label={t('wallet.downline')} error={fieldError(errors.to?.message)} {...form.register('to')}>
          {targets.map((d) => (
            <option key={d.account} value={d.account}>
              {d.label}
            </option>
          ))}
        </SelectField>
      ) : null}
      <Field
        label={t('wallet.amount')}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        hint={t('wallet.available', { amount: `${symbol} ${formatMoney(available)}` })}
        error={fieldError(errors.amount?.message)}
        {...form.register('amount')}
      />
      <PaymentPasswordField
        label={t('mc.payment_password')}
        error={fieldError(errors.password?.message)}
        {...form.register('password')}
      />
      <Field
        label={t('wallet.remark')}
        maxLength={REMARK_MAX}
        error={fieldError(errors.remark?.message)}
        {...form.register('remark')}
      />
      <FormError message={error} />
      {done ? (
        <p className="notice-box" role="status">
          {done}
        </p>
      ) : null}
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {t('wallet.transfer_submit')}
      </button>
    </form>
  );
};

/** transferUpline: members with toUpline pay their upline; agents also pay a direct downline. */
export const TransferUplinePage = ({
  member,
  onOpenSecurityCentre,
}: {
  member: MemberInfo;
  onOpenSecurityCentre: () => void;
}) => {
  const { t } = useTranslation();
  const targets = useTransferTargets();
  const balance = useBalance(0);
  const toUpline = useTransferToUpline();
  const toDownline = useAgentDownlineTransfer();
  const isAgent = (AGENT_TYPES as readonly number[]).includes(member.type);
  if (targets.isPending || balance.isPending) return <p role="status">{t('app.loading')}</p>;
  if (targets.isError) return <FormError message={errorText(t, targets.error)} />;
  if (balance.isError) return <FormError message={errorText(t, balance.error)} />;
  const symbol = balance.data.currencySymbol;
  const available = balance.data.balance.find((b) => b.accountTypeId === MAIN_WALLET)?.availBalance ?? 0;
  const canUpline = member.toUpline === '1' && targets.data.canTransferToUpline && targets.data.upline !== null;
  if (!canUpline && !isAgent) return <p className="empty-state">{t('wallet.upline_unavailable')}</p>;
  if (!member.hasPaymentPassword)
    return (
      <div className="notice-box">
        <p>{t('wallet.no_payment_password')}</p>
        <button type="button" className="btn btn--sm btn--primary" onClick={onOpenSecurityCentre}>
          {t('wallet.go_security_centre')}
        </button>
      </div>
    );
  return (
    <div className="wallet-page">
      {canUpline ? (
        <PeerTransferForm
          title={t('wallet.to_upline_title', { account: targets.data.upline!.account })}
          targets={null}
          available={available}
          symbol={symbol}
          onSend={(v) =>
            toUpline.mutateAsync({ amount: v.amount, password: v.password, remark: v.remark, requestId: v.requestId })
          }
        />
      ) : null}
      {isAgent ? (
        targets.data.downlines.length > 0 ? (
          <PeerTransferForm
            title={t('wallet.to_downline_title')}
            targets={targets.data.downlines.map((d) => ({
              account: d.account,
              label: d.nickname ? `${d.account} (${d.nickname})` : d.account,
            }))}
            available={available}
            symbol={symbol}
            onSend={(v) =>
              toDownline.mutateAsync({
                downline: v.to,
                transferAmount: v.amount,
                password: v.password,
                remark: v.remark,
                requestId: v.requestId,
              })
            }
          />
        ) : (
          <p className="empty-state">{t('wallet.no_downlines')}</p>
        )
      ) : null}
    </div>
  );
};
