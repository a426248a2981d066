import './wallet.css';
import { zodResolver } from '@hookform/resolvers/zod';
import type { PayoutAccount } from '@pagoda/contracts';
import { addPayoutAccount, bodySchema } from '@pagoda/contracts';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field';
import { FormError } from '../../../components/form-error';
import { PaymentPasswordField } from '../../../components/payment-password-field';
import { type Column, QueryTable, type RowOf } from '../../../components/query-table';
import { formatMoney, formatTime } from '../../../lib/format';
import { checkAmount } from '../amount-check';
import { useAddPayoutAccount } from '../api/add-payout-account';
import { type PaymentConfirmation, usePaymentConfirmationList } from '../api/get-payment-confirmation-list';
import { useWithdrawReport } from '../api/get-withdraw-report';
import { useWithdrawSettings, type WithdrawSettings } from '../api/get-withdraw-settings';
import { useProcessC2CTransaction } from '../api/process-c2c-transaction';
import { useRemovePayoutAccount } from '../api/remove-payout-account';
import { newRequestId } from '../api/request-id';
import { useWithdraw } from '../api/withdraw';
import { errorText } from '../error-text';
import { useCurrencySymbol } from '../hooks/use-currency-symbol';
import { ImagePicker, type UploadedImage } from './image-picker';
import { StatusTag } from './status-tag';

const accountLabel = (a: PayoutAccount) => `${a.channelName} ${a.accountNoMasked} (${a.holderName})`;

/** The payout account rules of the operation itself (digits only, holder name length). */
const payoutAccountSchema = bodySchema(addPayoutAccount);
const HOLDER_MAX = payoutAccountSchema.shape.holderName.maxLength ?? undefined;
type PayoutAccountFields = { channelCode: string; accountNo: string; holderName: string };

const AddAccountForm = ({ settings, onDone }: { settings: WithdrawSettings; onDone: () => void }) => {
  const { t } = useTranslation();
  const id = useId();
  const add = useAddPayoutAccount();
  const form = useForm<PayoutAccountFields>({
    resolver: zodResolver(payoutAccountSchema),
    defaultValues: { channelCode: settings.channels[0]?.code ?? '', accountNo: '', holderName: settings.payeeName },
  });
  const { errors } = form.formState;
  const [error, setError] = useState<string | null>(null);
  const locked = settings.payeeName !== '';
  const accountNo = form.register('accountNo');
  const save = (values: PayoutAccountFields) => {
    setError(null);
    add.mutateAsync(values).then(onDone, (err: unknown) => setError(errorText(t, err)));
  };
  return (
    <form
      className="form wallet-subform"
      aria-label={t('wallet.add_account')}
      noValidate
      onSubmit={(e) => void form.handleSubmit(save)(e)}
    >
      <div className="field">
        <label htmlFor={`${id}-ch`}>{t('wallet.channel')}</label>
        <select id={`${id}-ch`} {...form.register('channelCode')}>
          {settings.channels.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <Field
        label={t('wallet.account_no')}
        inputMode="numeric"
        autoComplete="off"
        error={errors.accountNo ? t('wallet.account_no_rule') : null}
        {...accountNo}
        onChange={(e) => {
          e.target.value = e.target.value.replace(/\D/g, '');
          void accountNo.onChange(e);
        }}
      />
      <Field
        label={t('wallet.holder_name')}
        readOnly={locked}
        maxLength={HOLDER_MAX}
        hint={locked ? t('wallet.holder_locked') : t('wallet.holder_first')}
        error={errors.holderName ? t('wallet.holder_rule') : null}
        {...form.register('holderName')}
      />
      <FormError message={error} />
      <div className="wallet-form__actions">
        <button type="submit" className="btn btn--primary" disabled={add.isPending}>
          {t('wallet.save_account')}
        </button>
        <button type="button" className="btn" onClick={onDone}>
          {t('wallet.cancel')}
        </button>
      </div>
    </form>
  );
};

const ConfirmationItem = ({ item, symbol }: { item: PaymentConfirmation; symbol: string }) => {
  const { t } = useTranslation();
  const id = useId();
  const confirm = useProcessC2CTransaction();
  const [mode, setMode] = useState<null | 'N' | 'P'>(null);
  const [proofs, setProofs] = useState<UploadedImage[]>([]);
  const [received, setReceived] = useState('');
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<string | null>(null);
  const receivedCheck = checkAmount(received, { max: item.amount });
  const remaining =
    receivedCheck.ok && mode === 'P' ? Math.round(item.amount * 100 - Number(receivedCheck.amount) * 100) / 100 : null;
  const send = (body: Parameters<typeof confirm.mutateAsync>[0]) => {
    setError(null);
    confirm.mutateAsync(body).catch((err: unknown) => setError(errorText(t, err)));
  };
  return (
    <li className="confirm-item" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="confirm-item__head">
        <strong>
          {symbol} {formatMoney(item.amount)}
        </strong>{' '}
        · {item.orderNo} · {accountLabel(item.account)}
      </p>
      <p className="field__hint">
        {t('wallet.paid_at', { time: item.paidAt ? formatTime(item.paidAt) : '–' })}
        {item.confirmDueAt ? ` · ${t('wallet.confirm_due', { time: formatTime(item.confirmDueAt) })}` : null}
      </p>
      <div className="wallet-form__actions">
        <button
          type="button"
          className="btn btn--primary btn--sm"
          disabled={confirm.isPending}
          onClick={() => send({ payDetailId: item.payDetailId, isMoneyReceived: 'A' })}
        >
          {t('wallet.received')}
        </button>
        <button
          type="button"
          className="btn btn--sm"
          aria-expanded={mode === 'N'}
          onClick={() => setMode(mode === 'N' ? null : 'N')}
        >
          {t('wallet.not_received')}
        </button>
        <button
          type="button"
          className="btn btn--sm"
          aria-expanded={mode === 'P'}
          onClick={() => setMode(mode === 'P' ? null : 'P')}
        >
          {t('wallet.partly_received')}
        </button>
      </div>
      {mode ? (
        <form
          className="form wallet-subform"
          aria-label={mode === 'N' ? t('wallet.not_received') : t('wallet.partly_received')}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (mode === 'N') {
              if (proofs.length === 0) return setError(t('wallet.proof_required'));
              return send({
                payDetailId: item.payDetailId,
                isMoneyReceived: 'N',
                proofOfNotReceive: proofs.map((p) => p.id),
                remark: remark.trim(),
              });
            }
            if (!receivedCheck.ok) return setError(t(receivedCheck.key));
            if (Number(receivedCheck.amount) >= item.amount) return setError(t('wallet.partial_less'));
            send({
              payDetailId: item.payDetailId,
              isMoneyReceived: 'P',
              receivedAmount: receivedCheck.amount,
              remark: remark.trim(),
            });
          }}
        >
          {mode === 'N' ? (
            <ImagePicker label={t('wallet.proofs')} value={proofs} onChange={setProofs} />
          ) : (
            <div className="field">
              <label htmlFor={`${id}-recv`}>{t('wallet.received_amount')}</label>
              <input
                id={`${id}-recv`}
                inputMode="decimal"
                autoComplete="off"
                placeholder="0.00"
                value={received}
                onChange={(e) => setReceived(e.target.value)}
              />
              <p className="field__hint" data-testid="remaining-amount">
                {t('wallet.remaining_amount', {
                  amount: `${symbol} ${formatMoney(remaining ?? item.amount)}`,
                })}
              </p>
            </div>
          )}
          <div className="field">
            <label htmlFor={`${id}-remark`}>{t('wallet.remark')}</label>
            <input id={`${id}-remark`} maxLength={140} value={remark} onChange={(e) => setRemark(e.target.value)} />
          </div>
          <button type="submit" className="btn btn--primary btn--sm" disabled={confirm.isPending}>
            {t('wallet.send_confirmation')}
          </button>
        </form>
      ) : null}
      <FormError message={error} />
    </li>
  );
};

const ConfirmationList = ({ confirmMinutes, symbol }: { confirmMinutes: number; symbol: string }) => {
  const { t } = useTranslation();
  const id = useId();
  const list = usePaymentConfirmationList();
  return (
    <section className="mc-card" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('wallet.confirmations')}</h3>
      <p className="notice-box">{t('wallet.confirm_warning', { minutes: confirmMinutes })}</p>
      {list.isError ? <FormError message={errorText(t, list.error)} /> : null}
      {list.data && list.data.length === 0 ? <p className="empty-state">{t('wallet.no_confirmations')}</p> : null}
      {list.data && list.data.length > 0 ? (
        <ul className="confirm-list">
          {list.data.map((item) => (
            <ConfirmationItem key={item.payDetailId} item={item} symbol={symbol} />
          ))}
        </ul>
      ) : null}
    </section>
  );
};

const WithdrawRecords = () => {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const report = useWithdrawReport({ page });
  const columns: Column<RowOf<typeof report.data>>[] = [
    { key: 'time', header: t('wallet.time'), cell: (o) => formatTime(o.createdAt) },
    { key: 'order', header: t('wallet.order_no'), cell: (o) => o.orderNo },
    { key: 'account', header: t('wallet.payout_account'), cell: (o) => accountLabel(o.account) },
    { key: 'amount', header: t('wallet.amount'), numeric: true, cell: (o) => formatMoney(o.amount) },
    {
      key: 'status',
      header: t('wallet.status'),
      cell: (o) => (
        <>
          <StatusTag kind="withdraw" status={o.status} />
          {o.remark ? <span className="field__hint"> {o.remark}</span> : null}
        </>
      ),
    },
  ];
  return (
    <QueryTable
      title={t('wallet.withdraw_records')}
      query={report}
      rows={(data) => data.list}
      rowKey={(o) => o.orderNo}
      columns={columns}
      empty={t('wallet.no_records')}
      errorText={(error) => errorText(t, error)}
      paging={{ page, onPage: setPage, totalPages: (data) => data.totalPages }}
    />
  );
};

/** withdraw: limits, payout accounts, the request (encrypted), confirmations and records. */
export const WithdrawPage = ({ onOpenSecurityCentre }: { onOpenSecurityCentre: () => void }) => {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const id = useId();
  const settings = useWithdrawSettings();
  const remove = useRemovePayoutAccount();
  const request = useWithdraw();
  const [adding, setAdding] = useState(false);
  const [v, setV] = useState({ accountId: 0, amount: '', password: '' });
  const [error, setError] = useState<string | null>(null);
  const [accountError, setAccountError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const attempt = useRef<{ key: string; requestId: string } | null>(null);

  if (settings.isPending) return <p role="status">{t('app.loading')}</p>;
  if (settings.isError) return <FormError message={errorText(t, settings.error)} />;
  const s = settings.data;
  const left = Math.max(0, s.dailyCount - s.usedToday);
  const accountId = s.accounts.some((a) => a.id === v.accountId) ? v.accountId : (s.accounts[0]?.id ?? 0);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setDone(null);
    if (!accountId) return setError(t('wallet.account_required'));
    const check = checkAmount(v.amount, { min: s.minAmount, max: s.maxAmount });
    if (!check.ok) return setError(t(check.key));
    if (Number(check.amount) > s.withdrawable) return setError(t('wallet.amount_over_balance'));
    if (!/^\d{6}$/.test(v.password)) return setError(t('wallet.payment_password_rule'));
    setError(null);
    // The same request retried (after a timeout, say) keeps its requestId and is applied once.
    const key = `${accountId}:${check.amount}`;
    if (attempt.current?.key !== key) attempt.current = { key, requestId: newRequestId() };
    try {
      const order = await request.mutateAsync({
        payoutAccountId: accountId,
        amount: check.amount,
        password: v.password,
        requestId: attempt.current.requestId,
      });
      attempt.current = null;
      setV({ ...v, amount: '', password: '' });
      setDone(t('wallet.withdraw_done', { orderNo: order.orderNo, amount: `${symbol} ${formatMoney(order.amount)}` }));
    } catch (err) {
      setV((x) => ({ ...x, password: '' }));
      setError(errorText(t, err));
    }
  };

  return (
    <div className="wallet-page">
      <section className="mc-card" aria-labelledby={`${id}-sum`}>
        <h3 id={`${id}-sum`}>{t('wallet.withdraw_summary')}</h3>
        <dl className="wallet-figures">
          <div>
            <dt>{t('wallet.withdrawable')}</dt>
            <dd data-testid="withdrawable">
              {symbol} {formatMoney(s.withdrawable)}
            </dd>
          </div>
          <div>
            <dt>{t('wallet.limits_label')}</dt>
            <dd>
              {formatMoney(s.minAmount)} – {formatMoney(s.maxAmount)}
            </dd>
          </div>
          <div>
            <dt>{t('wallet.count_left')}</dt>
            <dd>
              {left} / {s.dailyCount}
            </dd>
          </div>
        </dl>
      </section>

      <section className="mc-card" aria-labelledby={`${id}-acc`}>
        <div className="wallet-page__head">
          <h3 id={`${id}-acc`}>{t('wallet.payout_accounts')}</h3>
          {!adding ? (
            <button type="button" className="btn btn--sm" onClick={() => setAdding(true)}>
              {t('wallet.add_account')}
            </button>
          ) : null}
        </div>
        {s.accounts.length === 0 && !adding ? <p className="empty-state">{t('wallet.no_accounts')}</p> : null}
        {s.accounts.length > 0 ? (
          <ul className="payout-accounts">
            {s.accounts.map((a) => (
              <li key={a.id}>
                <span>{accountLabel(a)}</span>
                <button
                  type="button"
                  className="btn btn--sm"
                  aria-label={t('wallet.remove_account', { name: accountLabel(a) })}
                  disabled={remove.isPending}
                  onClick={() => {
                    setAccountError(null);
                    remove.mutateAsync(a.id).catch((err: unknown) => setAccountError(errorText(t, err)));
                  }}
                >
                  {t('wallet.remove')}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <FormError message={accountError} />
        {adding ? <AddAccountForm settings={s} onDone={() => setAdding(false)} /> : null}
      </section>

      <section className="mc-card" aria-labelledby={`${id}-req`}>
        <h3 id={`${id}-req`}>{t('wallet.withdraw_request')}</h3>
        {!s.hasPaymentPassword ? (
          <div className="notice-box">
            <p>{t('wallet.no_payment_password')}</p>
            <button type="button" className="btn btn--sm btn--primary" onClick={onOpenSecurityCentre}>
              {t('wallet.go_security_centre')}
            </button>
          </div>
        ) : (
          <form className="form" noValidate onSubmit={(e) => void submit(e)}>
            <div className="field">
              <label htmlFor={`${id}-account`}>{t('wallet.payout_account')}</label>
              <select
                id={`${id}-account`}
                value={accountId}
                onChange={(e) => setV({ ...v, accountId: Number(e.target.value) })}
              >
                {s.accounts.length === 0 ? <option value={0}>{t('wallet.no_accounts')}</option> : null}
                {s.accounts.map((a) => (
                  <option key={a.id} value={a.id}>
                    {accountLabel(a)}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor={`${id}-amount`}>{t('wallet.withdraw_amount')}</label>
              <input
                id={`${id}-amount`}
                inputMode="decimal"
                autoComplete="off"
                placeholder="0.00"
                value={v.amount}
                onChange={(e) => setV({ ...v, amount: e.target.value })}
              />
              <p className="field__hint">
                {t('wallet.limits', { min: formatMoney(s.minAmount), max: formatMoney(s.maxAmount) })}
              </p>
            </div>
            <PaymentPasswordField
              label={t('mc.payment_password')}
              value={v.password}
              onChange={(password) => setV({ ...v, password })}
            />
            <FormError message={error} />
            {done ? (
              <p className="notice-box" role="status">
                {done}
              </p>
            ) : null}
            <button type="submit" className="btn btn--primary" disabled={request.isPending || left === 0}>
              {t('wallet.withdraw_submit')}
            </button>
          </form>
        )}
      </section>

      <ConfirmationList confirmMinutes={s.confirmMinutes} symbol={symbol} />
      <WithdrawRecords />
    </div>
  );
};
