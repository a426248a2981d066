import './wallet.css';
import { zodResolver } from '@hookform/resolvers/zod';
import type { PayoutAccount } from '@pagoda/contracts';
import { addPayoutAccount, bodySchema, processC2CTransaction } from '@pagoda/contracts';
import { useId, useRef, useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, SelectField } from '../../../components/field';
import { FormError } from '../../../components/form-error';
import { PaymentPasswordField } from '../../../components/payment-password-field';
import { type Column, QueryTable, type RowOf } from '../../../components/query-table';
import { formatMoney, formatTime } from '../../../lib/format';
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
import {
  type C2CContext,
  type C2CFields,
  c2cFormSchema,
  chosenAccount,
  type WithdrawContext,
  type WithdrawFields,
  withdrawFormSchema,
} from '../money-form-schema';
import { ImagePicker, type UploadedImage } from './image-picker';
import { StatusTag } from './status-tag';

const accountLabel = (a: PayoutAccount) => `${a.channelName} ${a.accountNoMasked} (${a.holderName})`;

/** The payout account rules of the operation itself (digits only, holder name length). */
const payoutAccountSchema = bodySchema(addPayoutAccount);
const HOLDER_MAX = payoutAccountSchema.shape.holderName.maxLength ?? undefined;
type PayoutAccountFields = { channelCode: string; accountNo: string; holderName: string };
/** The C2C remark's length limit, from the operation. */
const REMARK_MAX = bodySchema(processC2CTransaction).shape.remark.unwrap().maxLength ?? undefined;

const AddAccountForm = ({ settings, onDone }: { settings: WithdrawSettings; onDone: () => void }) => {
  const { t } = useTranslation();
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
      <SelectField
        label={t('wallet.channel')}
        error={errors.channelCode ? t('error.validation_failed') : null}
        {...form.register('channelCode')}
      >
        {settings.channels.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </SelectField>
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

type C2COutput = Parameters<ReturnType<typeof useProcessC2CTransaction>['mutateAsync']>[0];
/** The open answer (N or P) and the paid amount reach the resolver as the form's context. */
const c2cResolver: Resolver<C2CFields, C2CContext, C2COutput> = (values, context, options) =>
  zodResolver(c2cFormSchema(context!))(values, context, options);

const ConfirmationItem = ({ item, symbol }: { item: PaymentConfirmation; symbol: string }) => {
  const { t } = useTranslation();
  const id = useId();
  const confirm = useProcessC2CTransaction();
  const [mode, setMode] = useState<null | 'N' | 'P'>(null);
  const [proofs, setProofs] = useState<UploadedImage[]>([]);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<C2CFields, C2CContext, C2COutput>({
    context: { payDetailId: item.payDetailId, mode: mode ?? 'N', paid: item.amount },
    resolver: c2cResolver,
    defaultValues: { receivedAmount: '', remark: '', proofOfNotReceive: [] },
  });
  const { errors } = form.formState;
  const received = useWatch({ control: form.control, name: 'receivedAmount' });
  const receivedCheck = c2cFormSchema({ payDetailId: item.payDetailId, mode: 'P', paid: item.amount }).safeParse({
    receivedAmount: received,
    remark: '',
    proofOfNotReceive: [],
  });
  const remaining =
    receivedCheck.success && receivedCheck.data.receivedAmount !== undefined && mode === 'P'
      ? Math.round(item.amount * 100 - Number(receivedCheck.data.receivedAmount) * 100) / 100
      : null;
  const send = (body: C2COutput) => {
    setError(null);
    confirm.mutateAsync(body).catch((err: unknown) => setError(errorText(t, err)));
  };
  const toggle = (next: 'N' | 'P') => {
    setMode(mode === next ? null : next);
    setError(null);
    form.clearErrors();
  };
  const formError = errors.proofOfNotReceive?.message ?? errors.root?.message;
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
        <button type="button" className="btn btn--sm" aria-expanded={mode === 'N'} onClick={() => toggle('N')}>
          {t('wallet.not_received')}
        </button>
        <button type="button" className="btn btn--sm" aria-expanded={mode === 'P'} onClick={() => toggle('P')}>
          {t('wallet.partly_received')}
        </button>
      </div>
      {mode ? (
        <form
          className="form wallet-subform"
          aria-label={mode === 'N' ? t('wallet.not_received') : t('wallet.partly_received')}
          noValidate
          onSubmit={(e) => void form.handleSubmit(send)(e)}
        >
          {mode === 'N' ? (
            <ImagePicker
              label={t('wallet.proofs')}
              value={proofs}
              onChange={(next) => {
                setProofs(next);
                form.setValue(
                  'proofOfNotReceive',
                  next.map((p) => p.id),
                  { shouldValidate: form.formState.isSubmitted },
                );
              }}
            />
          ) : (
            <Field
              label={t('wallet.received_amount')}
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.00"
              error={errors.receivedAmount?.message ? t(errors.receivedAmount.message) : null}
              hint={
                <span data-testid="remaining-amount">
                  {t('wallet.remaining_amount', {
                    amount: `${symbol} ${formatMoney(remaining ?? item.amount)}`,
                  })}
                </span>
              }
              {...form.register('receivedAmount')}
            />
          )}
          <Field
            label={t('wallet.remark')}
            maxLength={REMARK_MAX}
            error={errors.remark?.message ? t(errors.remark.message) : null}
            {...form.register('remark')}
          />
          <button type="submit" className="btn btn--primary btn--sm" disabled={confirm.isPending}>
            {t('wallet.send_confirmation')}
          </button>
        </form>
      ) : null}
      <FormError message={error ?? (formError ? t(formError) : null)} />
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

type WithdrawOutput = { payoutAccountId: number; amount: string; password: string };
/** The limits, the withdrawable balance and the bound accounts reach the resolver as the form's context. */
const withdrawResolver: Resolver<WithdrawFields, WithdrawContext, WithdrawOutput> = (values, context, options) =>
  zodResolver(withdrawFormSchema(context!))(values, context, options);

/** withdraw: limits, payout accounts, the request (encrypted), confirmations and records. */
export const WithdrawPage = ({ onOpenSecurityCentre }: { onOpenSecurityCentre: () => void }) => {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const id = useId();
  const settings = useWithdrawSettings();
  const remove = useRemovePayoutAccount();
  const request = useWithdraw();
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [accountError, setAccountError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const attempt = useRef<{ key: string; requestId: string } | null>(null);
  const s = settings.data;
  const form = useForm<WithdrawFields, WithdrawContext, WithdrawOutput>({
    context: {
      accountIds: s?.accounts.map((a) => a.id) ?? [],
      min: s?.minAmount,
      max: s?.maxAmount,
      balance: s?.withdrawable ?? 0,
    },
    resolver: withdrawResolver,
    defaultValues: { payoutAccountId: '', amount: '', password: '' },
  });
  const { errors } = form.formState;
  const chosen = useWatch({ control: form.control, name: 'payoutAccountId' });

  if (settings.isPending) return <p role="status">{t('app.loading')}</p>;
  if (settings.isError) return <FormError message={errorText(t, settings.error)} />;
  const data = settings.data;
  const left = Math.max(0, data.dailyCount - data.usedToday);
  const accountId = chosenAccount(
    chosen,
    data.accounts.map((a) => a.id),
  );
  const fieldError = (key: string | undefined) => (key ? t(key) : null);

  const submit = async (body: WithdrawOutput) => {
    setError(null);
    // The same request retried (after a timeout, say) keeps its requestId and is applied once.
    const key = `${body.payoutAccountId}:${body.amount}`;
    if (attempt.current?.key !== key) attempt.current = { key, requestId: newRequestId() };
    try {
      const order = await request.mutateAsync({ ...body, requestId: attempt.current.requestId });
      attempt.current = null;
      form.reset({ payoutAccountId: String(body.payoutAccountId), amount: '', password: '' });
      setDone(t('wallet.withdraw_done', { orderNo: order.orderNo, amount: `${symbol} ${formatMoney(order.amount)}` }));
    } catch (err) {
      form.setValue('password', '');
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
              {/* A bonus still wagering is not withdrawable: the server refuses it with what remains. */}
              {symbol} {formatMoney(Math.max(0, data.withdrawable - data.lockedAmount))}
            </dd>
          </div>
          {data.lockedAmount > 0 ? (
            <>
              <div>
                <dt>{t('wallet.bonus_locked')}</dt>
                <dd data-testid="bonus-locked">
                  {symbol} {formatMoney(data.lockedAmount)}
                </dd>
              </div>
              <div>
                <dt>{t('wallet.remaining_turnover')}</dt>
                <dd data-testid="remaining-turnover">
                  {symbol} {formatMoney(data.remainingTurnover)}
                </dd>
              </div>
            </>
          ) : null}
          <div>
            <dt>{t('wallet.limits_label')}</dt>
            <dd>
              {formatMoney(data.minAmount)} – {formatMoney(data.maxAmount)}
            </dd>
          </div>
          <div>
            <dt>{t('wallet.count_left')}</dt>
            <dd>
              {left} / {data.dailyCount}
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
        {data.accounts.length === 0 && !adding ? <p className="empty-state">{t('wallet.no_accounts')}</p> : null}
        {data.accounts.length > 0 ? (
          <ul className="payout-accounts">
            {data.accounts.map((a) => (
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
        {adding ? <AddAccountForm settings={data} onDone={() => setAdding(false)} /> : null}
      </section>

      <section className="mc-card" aria-labelledby={`${id}-req`}>
        <h3 id={`${id}-req`}>{t('wallet.withdraw_request')}</h3>
        {!data.hasPaymentPassword ? (
          <div className="notice-box">
            <p>{t('wallet.no_payment_password')}</p>
            <button type="button" className="btn btn--sm btn--primary" onClick={onOpenSecurityCentre}>
              {t('wallet.go_security_centre')}
            </button>
          </div>
        ) : (
          <form
            className="form"
            noValidate
            onSubmit={(e) => {
              setDone(null);
              void form.handleSubmit(submit)(e);
            }}
          >
            <SelectField
              label={t('wallet.payout_account')}
              error={fieldError(errors.payoutAccountId?.message)}
              {...form.register('payoutAccountId')}
              value={accountId}
            >
              {data.accounts.length === 0 ? <option value={0}>{t('wallet.no_accounts')}</option> : null}
              {data.accounts.map((a) => (
                <option key={a.id} value={a.id}>
                  {accountLabel(a)}
                </option>
              ))}
            </SelectField>
            <Field
              label={t('wallet.withdraw_amount')}
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.00"
              hint={t('wallet.limits', { min: formatMoney(data.minAmount), max: formatMoney(data.maxAmount) })}
              error={fieldError(errors.amount?.message)}
              {...form.register('amount')}
            />
            <PaymentPasswordField
              label={t('mc.payment_password')}
              error={fieldError(errors.password?.message)}
              {...form.register('password')}
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

      <ConfirmationList confirmMinutes={data.confirmMinutes} symbol={symbol} />
      <WithdrawRecords />
    </div>
  );
};
