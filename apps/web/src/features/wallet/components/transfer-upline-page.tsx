import './wallet.css';
import { AGENT_TYPES, MAIN_WALLET, type MemberInfo, transferToUplineBodySchema } from '@pagoda/contracts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field';
import { FormError } from '../../../components/form-error';
import { PaymentPasswordField } from '../../../components/payment-password-field';
import { formatMoney } from '../../../lib/format';
import { checkAmount } from '../amount-check';
import { useAgentDownlineTransfer } from '../api/agent-downline-transfer';
import { useBalance } from '../api/get-balance';
import { useTransferTargets } from '../api/get-transfer-targets';
import { newRequestId } from '../api/request-id';
import { useTransferToUpline } from '../api/transfer-to-upline';
import { errorText } from '../error-text';

type Send = (v: { to: string; amount: string; password: string; remark: string; requestId: string }) => Promise<{
  successAmount: number;
}>;

/** The remark's length limit, from the operation (the same for upline and downline transfers). */
const REMARK_MAX = transferToUplineBodySchema.shape.remark.unwrap().maxLength ?? undefined;

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
  const [v, setV] = useState({ to: targets?.[0]?.account ?? '', amount: '', password: '', remark: '' });
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const attempt = useRef<{ key: string; requestId: string } | null>(null);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setDone(null);
    if (targets && !v.to) return setError(t('wallet.downline_required'));
    const check = checkAmount(v.amount, { max: available });
    if (!check.ok)
      return setError(t(check.key === 'wallet.amount_above_max' ? 'wallet.amount_over_balance' : check.key));
    if (!/^\d{6}$/.test(v.password)) return setError(t('wallet.payment_password_rule'));
    setError(null);
    const key = `${v.to}:${check.amount}:${v.remark}`;
    if (attempt.current?.key !== key) attempt.current = { key, requestId: newRequestId() };
    setBusy(true);
    try {
      const r = await onSend({ ...v, amount: check.amount, requestId: attempt.current.requestId });
      attempt.current = null;
      setV({ ...v, amount: '', password: '', remark: '' });
      setDone(t('wallet.transfer_done', { amount: `${symbol} ${formatMoney(r.successAmount)}` }));
    } catch (err) {
      setV((x) => ({ ...x, password: '' }));
      setError(errorText(t, err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="mc-card form" aria-labelledby={`${id}-title`} noValidate onSubmit={(e) => void submit(e)}>
      <h3 id={`${id}-title`}>{title}</h3>
      {targets ? (
        <div className="field">
          <label htmlFor={`${id}-to`}>{t('wallet.downline')}</label>
          <select id={`${id}-to`} value={v.to} onChange={(e) => setV({ ...v, to: e.target.value })}>
            {targets.map((d) => (
              <option key={d.account} value={d.account}>
                {d.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <Field
        label={t('wallet.amount')}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        value={v.amount}
        onChange={(e) => setV({ ...v, amount: e.target.value })}
        hint={t('wallet.available', { amount: `${symbol} ${formatMoney(available)}` })}
      />
      <PaymentPasswordField
        label={t('mc.payment_password')}
        value={v.password}
        onChange={(password) => setV({ ...v, password })}
      />
      <Field
        label={t('wallet.remark')}
        maxLength={REMARK_MAX}
        value={v.remark}
        onChange={(e) => setV({ ...v, remark: e.target.value })}
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
