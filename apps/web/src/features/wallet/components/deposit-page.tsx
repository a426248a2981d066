import './wallet.css';
import { zodResolver } from '@hookform/resolvers/zod';
import type { DepositOrder, PaymentChannel } from '@pagoda/contracts';
import { bodySchema, createDeposit, updateDepositReference } from '@pagoda/contracts';
import { useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field';
import { FormError } from '../../../components/form-error';
import { type Column, QueryTable, type RowOf } from '../../../components/query-table';
import { formatMoney, formatTime } from '../../../lib/format';
import { amountFormSchema } from '../amount-check';
import { useCancelDeposit } from '../api/cancel-deposit';
import { useCreateDeposit } from '../api/create-deposit';
import { useDepositMethods } from '../api/get-deposit-methods';
import { useDepositReport } from '../api/get-deposit-report';
import { newRequestId } from '../api/request-id';
import { useUpdateDepositReference } from '../api/update-deposit-reference';
import { errorText } from '../error-text';
import { ChannelBadge } from './channel-badge';
import { CopyButton } from './copy-button';
import { ImagePicker, type UploadedImage } from './image-picker';
import { StatusTag } from './status-tag';

const POLL_MS = 5_000;
const OPEN_STATES = new Set(['CREATED', 'PENDING']);
/** The reference rule of the operation itself (trimmed, 4 to 64 characters). */
const referenceSchema = bodySchema(updateDepositReference).pick({ reference: true });
const REFERENCE_MAX = referenceSchema.shape.reference.maxLength ?? undefined;
/** The deposit amount rule of the operation itself, merged with the channel's limits. */
const depositAmountRule = bodySchema(createDeposit).shape.amount;

/** The order after creation: gateway checkout or manual transfer details, until it is settled. */
const OrderPanel = ({ order, onNew }: { order: DepositOrder; onNew: () => void }) => {
  const { t } = useTranslation();
  const id = useId();
  // The push channel refreshes the list at once; polling covers a socket that is down.
  const report = useDepositReport({ page: 1 }, OPEN_STATES.has(order.status) ? POLL_MS : false);
  const live = report.data?.list.find((o) => o.orderNo === order.orderNo) ?? order;
  const update = useUpdateDepositReference();
  const cancel = useCancelDeposit();
  const referenceForm = useForm({ resolver: zodResolver(referenceSchema), defaultValues: { reference: '' } });
  const [receipts, setReceipts] = useState<UploadedImage[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [opened, setOpened] = useState(false);
  const amount = formatMoney(live.amount);
  const submitted = live.status === 'PENDING' || live.reference !== '';

  if (live.status === 'PAID')
    return (
      <div className="mc-card deposit-result" role="status">
        <p className="deposit-result__ok">{t('wallet.deposit_paid', { amount })}</p>
        <button type="button" className="btn btn--primary" onClick={onNew}>
          {t('wallet.new_deposit')}
        </button>
      </div>
    );
  if (!OPEN_STATES.has(live.status))
    return (
      <div className="mc-card deposit-result" role="status">
        <p>
          {t('wallet.deposit_closed', { orderNo: live.orderNo })} <StatusTag kind="deposit" status={live.status} />
        </p>
        {live.remark ? <p>{live.remark}</p> : null}
        <button type="button" className="btn btn--primary" onClick={onNew}>
          {t('wallet.new_deposit')}
        </button>
      </div>
    );

  const doCancel = async () => {
    setError(null);
    try {
      await cancel.mutateAsync(live.orderNo);
    } catch (err) {
      setError(errorText(t, err));
    }
  };

  return (
    <div className="mc-card deposit-order" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('wallet.deposit_order')}</h3>
      <dl>
        <div className="mc-row">
          <dt>{t('wallet.order_no')}</dt>
          <dd>{live.orderNo}</dd>
        </div>
        <div className="mc-row">
          <dt>{t('wallet.channel')}</dt>
          <dd>{live.channelName}</dd>
        </div>
        <div className="mc-row">
          <dt>{t('wallet.amount')}</dt>
          <dd>
            <strong>{amount}</strong>
          </dd>
        </div>
        <div className="mc-row">
          <dt>{t('wallet.expires')}</dt>
          <dd>{formatTime(live.expiresAt)}</dd>
        </div>
      </dl>
      {live.type === 'GATEWAY' && live.checkoutUrl ? (
        <div className="deposit-order__gateway">
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => {
              window.open(live.checkoutUrl!, '_blank', 'noopener');
              setOpened(true);
            }}
          >
            {t('wallet.open_checkout')}
          </button>
          <p className="notice-box" role="status">
            {opened ? t('wallet.waiting_payment') : t('wallet.checkout_hint')}
          </p>
        </div>
      ) : null}
      {live.type !== 'GATEWAY' && live.payTo ? (
        submitted ? (
          <p className="notice-box" role="status">
            {t('wallet.waiting_review')}
          </p>
        ) : (
          <form
            className="form"
            noValidate
            onSubmit={(e) =>
              void referenceForm.handleSubmit(({ reference }) => {
                setError(null);
                update
                  .mutateAsync({ orderNo: live.orderNo, reference, receiptIds: receipts.map((r) => r.id) })
                  .catch((err: unknown) => setError(errorText(t, err)));
              })(e)
            }
          >
            <p className="notice-box">{t('wallet.pay_to_lead', { amount })}</p>
            <dl className="pay-to">
              {(
                [
                  ['bank_name', live.payTo.bankName],
                  ['account_name', live.payTo.accountName],
                  ['account_no', live.payTo.accountNo],
                  ['amount', amount],
                ] as const
              ).map(([key, value]) => (
                <div className="mc-row" key={key}>
                  <dt>{t(`wallet.${key}`)}</dt>
                  <dd className="pay-to__value">
                    <span>{value}</span>
                    <CopyButton text={key === 'amount' ? live.amount.toFixed(2) : value} label={t(`wallet.${key}`)} />
                  </dd>
                </div>
              ))}
            </dl>
            <Field
              label={t('wallet.reference')}
              maxLength={REFERENCE_MAX}
              autoComplete="off"
              hint={t('wallet.reference_hint')}
              error={referenceForm.formState.errors.reference ? t('wallet.reference_rule') : null}
              {...referenceForm.register('reference')}
            />
            <ImagePicker label={t('wallet.receipts')} value={receipts} onChange={setReceipts} />
            <FormError message={error} />
            <div className="wallet-form__actions">
              <button type="submit" className="btn btn--primary" disabled={update.isPending}>
                {t('wallet.submit_reference')}
              </button>
            </div>
          </form>
        )
      ) : null}
      {live.status === 'CREATED' && !submitted ? (
        <button type="button" className="btn btn--sm" disabled={cancel.isPending} onClick={() => void doCancel()}>
          {t('wallet.cancel_order')}
        </button>
      ) : null}
      {live.type === 'GATEWAY' || submitted ? <FormError message={error} /> : null}
    </div>
  );
};

/** The new-order form: a channel, an amount within its limits, then createDeposit. */
export const DepositForm = ({
  channels,
  onOrder,
}: {
  channels: PaymentChannel[];
  onOrder: (o: DepositOrder) => void;
}) => {
  const { t } = useTranslation();
  const id = useId();
  const create = useCreateDeposit();
  const [code, setCode] = useState(channels[0]?.code ?? '');
  const [error, setError] = useState<string | null>(null);
  const channel = channels.find((c) => c.code === code) ?? channels[0];
  // The limits are the chosen channel's: they reach the resolver as the form's context.
  const form = useForm<{ amount: string }, PaymentChannel | undefined, { amount: string }>({
    context: channel,
    resolver: (values, limits, options) =>
      zodResolver(amountFormSchema({ min: limits?.minAmount, max: limits?.maxAmount }, depositAmountRule))(
        values,
        limits,
        options,
      ),
    defaultValues: { amount: '' },
  });
  // A fresh requestId per new submit; a retry of the same submit (after an error) reuses it.
  const attempt = useRef<{ key: string; requestId: string } | null>(null);
  const amount = useWatch({ control: form.control, name: 'amount' });
  if (!channel) return <p className="empty-state">{t('wallet.no_channels')}</p>;
  const amountError = form.formState.errors.amount?.message;

  const submit = async (values: { amount: string }) => {
    setError(null);
    const key = `${channel.code}:${values.amount}`;
    if (attempt.current?.key !== key) attempt.current = { key, requestId: newRequestId() };
    try {
      const order = await create.mutateAsync({
        channelCode: channel.code,
        amount: values.amount,
        requestId: attempt.current.requestId,
      });
      attempt.current = null;
      onOrder(order);
    } catch (err) {
      setError(errorText(t, err));
    }
  };

  return (
    <form className="mc-card form" noValidate onSubmit={(e) => void form.handleSubmit(submit)(e)}>
      <fieldset className="channel-tiles">
        <legend>{t('wallet.choose_channel')}</legend>
        {channels.map((c) => (
          <label key={c.code} className={`channel-tile${c.code === channel.code ? ' is-selected' : ''}`}>
            <input
              type="radio"
              name={`${id}-channel`}
              value={c.code}
              checked={c.code === channel.code}
              onChange={() => {
                setCode(c.code);
                setError(null);
                form.clearErrors();
              }}
            />
            <ChannelBadge provider={c.provider} />
            <span className="channel-tile__name">{c.name}</span>
          </label>
        ))}
      </fieldset>
      <div className="fixed-amounts" role="group" aria-label={t('wallet.quick_amounts')}>
        {channel.fixedAmounts.map((a) => (
          <button
            key={a}
            type="button"
            className={`btn btn--sm${Number(amount) === a ? ' is-selected' : ''}`}
            onClick={() => {
              form.setValue('amount', a.toFixed(2));
              form.clearErrors();
              setError(null);
            }}
          >
            {formatMoney(a)}
          </button>
        ))}
      </div>
      <Field
        label={t('wallet.deposit_amount')}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        hint={t('wallet.limits', { min: formatMoney(channel.minAmount), max: formatMoney(channel.maxAmount) })}
        error={amountError ? t(amountError) : null}
        {...form.register('amount', { onChange: () => setError(null) })}
      />
      <FormError message={error} />
      <button type="submit" className="btn btn--primary" disabled={create.isPending}>
        {t('wallet.deposit_submit')}
      </button>
    </form>
  );
};

const DepositRecords = () => {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const report = useDepositReport({ page });
  const columns: Column<RowOf<typeof report.data>>[] = [
    { key: 'time', header: t('wallet.time'), cell: (o) => formatTime(o.createdAt) },
    { key: 'order', header: t('wallet.order_no'), cell: (o) => o.orderNo },
    { key: 'channel', header: t('wallet.channel'), cell: (o) => o.channelName },
    { key: 'amount', header: t('wallet.amount'), numeric: true, cell: (o) => formatMoney(o.amount) },
    { key: 'status', header: t('wallet.status'), cell: (o) => <StatusTag kind="deposit" status={o.status} /> },
  ];
  return (
    <QueryTable
      title={t('wallet.deposit_records')}
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

/** depositv2: channel, amount, order; then checkout (gateway) or transfer details (manual). */
export const DepositPage = () => {
  const { t } = useTranslation();
  const methods = useDepositMethods();
  const [order, setOrder] = useState<DepositOrder | null>(null);
  return (
    <div className="wallet-page">
      {methods.isPending ? <p role="status">{t('app.loading')}</p> : null}
      {methods.isError ? <FormError message={errorText(t, methods.error)} /> : null}
      {methods.data ? (
        order ? (
          <OrderPanel order={order} onNew={() => setOrder(null)} />
        ) : (
          <DepositForm channels={methods.data} onOrder={setOrder} />
        )
      ) : null}
      <DepositRecords />
    </div>
  );
};
