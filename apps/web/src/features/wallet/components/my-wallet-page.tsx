import './wallet.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { MAIN_WALLET, type WalletBalance } from '@pagoda/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, SelectField } from '../../../components/field';
import { FormError } from '../../../components/form-error';
import { formatMoney } from '../../../lib/format';
import { walletKeys } from '../../../lib/query-keys';
import { fetchBalance, useBalance } from '../api/get-balance';
import { useMerchantWallet } from '../api/get-merchant-wallet';
import { newRequestId } from '../api/request-id';
import { useWalletReturn } from '../api/wallet-return';
import { useWalletTransfer } from '../api/wallet-transfer';
import { errorText } from '../error-text';
import {
  type WalletTransferContext,
  type WalletTransferFields,
  walletTransferFormSchema,
  type WalletTransferOutput,
  wholeBalanceText,
} from '../money-form-schema';

const walletName = (t: (k: string) => string, w: WalletBalance) =>
  w.accountTypeId === MAIN_WALLET ? t('wallet.main_wallet') : w.displayName;

/** One wallet tile with its own refresh (that wallet only, typeId = its accountTypeId). */
const WalletTile = ({ wallet, symbol }: { wallet: WalletBalance; symbol: string }) => {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [figure, setFigure] = useState<number | null>(null);
  const refresh = async () => {
    setBusy(true);
    try {
      const one = await fetchBalance(wallet.accountTypeId);
      const fresh = one.balance[0]?.availBalance;
      if (fresh !== undefined) setFigure(fresh);
      // The total in the top bar follows.
      void qc.invalidateQueries({ queryKey: walletKeys.balance(0) });
    } finally {
      setBusy(false);
    }
  };
  const name = walletName(t, wallet);
  const shown = busy ? null : (figure ?? wallet.availBalance);
  return (
    <li className={`wallet-tile${wallet.accountTypeId === MAIN_WALLET ? ' wallet-tile--main' : ''}`}>
      <span className="wallet-tile__name">{name}</span>
      <strong className="wallet-tile__amount" data-testid={`wallet-${wallet.accountTypeId}`}>
        {shown === null ? '…' : `${symbol} ${formatMoney(shown)}`}
      </strong>
      {wallet.status !== 'OK' ? <em className="wallet-tile__status">{t('wallet.maintenance')}</em> : null}
      <button
        type="button"
        className="icon-btn wallet-tile__refresh"
        aria-label={t('wallet.refresh_wallet', { name })}
        disabled={busy}
        onClick={() => void refresh()}
      >
        <RefreshCw aria-hidden="true" size={16} />
      </button>
    </li>
  );
};

/** The balance of each wallet reaches the resolver as the form's context. */
const walletTransferResolver: Resolver<WalletTransferFields, WalletTransferContext, WalletTransferOutput> = (
  values,
  context,
  options,
) => zodResolver(walletTransferFormSchema(context!))(values, context, options);

/** The transfer between the main wallet and a game wallet, with all in and all out. */
const TransferForm = ({ wallets, symbol }: { wallets: WalletBalance[]; symbol: string }) => {
  const { t } = useTranslation();
  const transfer = useWalletTransfer();
  const allOut = useWalletReturn();
  const games = wallets.filter((w) => w.accountTypeId !== MAIN_WALLET);
  const main = wallets.find((w) => w.accountTypeId === MAIN_WALLET);
  const balances = new Map(wallets.map((w) => [w.accountTypeId, w.availBalance]));
  const firstGame = games[0]?.accountTypeId ?? 0;
  const form = useForm<WalletTransferFields, WalletTransferContext, WalletTransferOutput>({
    context: { balances },
    resolver: walletTransferResolver,
    defaultValues: { from: String(MAIN_WALLET), to: String(firstGame), amount: '' },
  });
  const { errors } = form.formState;
  const fieldError = (key: string | undefined) => (key ? t(key) : null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // One requestId per submitted content: a retry of the same transfer reuses it.
  const pending = useRef<{ key: string; requestId: string } | null>(null);
  const [from, to] = useWatch({ control: form.control, name: ['from', 'to'] }).map(Number) as [number, number];
  // All in always goes main → a game wallet: the chosen one, else the first.
  const allInTarget = to !== MAIN_WALLET && to ? to : firstGame;

  const send = async (body: WalletTransferOutput) => {
    setError(null);
    const key = `${body.fromAccountTypeId}>${body.toAccountTypeId}:${body.amount}`;
    if (pending.current?.key !== key) pending.current = { key, requestId: newRequestId() };
    try {
      const r = await transfer.mutateAsync({ ...body, requestId: pending.current.requestId });
      pending.current = null;
      form.setValue('amount', '');
      setDone(t('wallet.transfer_done', { amount: `${symbol} ${formatMoney(r.successAmount)}` }));
    } catch (err) {
      setError(errorText(t, err));
    }
  };

  /** All in: the whole main wallet to a game wallet, checked by the same schema as the form. */
  const allIn = async (amount: string) => {
    setDone(null);
    setError(null);
    form.clearErrors();
    const checked = walletTransferFormSchema({ balances }).safeParse({
      from: String(MAIN_WALLET),
      to: String(allInTarget),
      amount,
    });
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0]) as keyof WalletTransferFields;
        form.setError(field, { type: 'custom', message: issue.message });
      }
      return;
    }
    await send(checked.data);
  };

  const returnAll = async () => {
    setDone(null);
    setError(null);
    form.clearErrors();
    try {
      const r = await allOut.mutateAsync(newRequestId());
      setDone(t('wallet.all_out_done', { amount: `${symbol} ${formatMoney(r.successAmount)}` }));
    } catch (err) {
      setError(errorText(t, err));
    }
  };

  const busy = transfer.isPending || allOut.isPending;
  const options = wallets.map((w) => (
    <option key={w.accountTypeId} value={w.accountTypeId}>
      {walletName(t, w)}
    </option>
  ));
  const fromField = form.register('from', {
    // Keep the pair valid: the other side becomes the main wallet or the first game wallet.
    onChange: (e: { target: HTMLSelectElement }) =>
      form.setValue('to', String(Number(e.target.value) === MAIN_WALLET ? firstGame : MAIN_WALLET)),
  });
  return (
    <form
      className="form wallet-form"
      noValidate
      onSubmit={(e) => {
        setDone(null);
        setError(null);
        void form.handleSubmit(send)(e);
      }}
    >
      <div className="wallet-form__pair">
        <SelectField label={t('wallet.from_wallet')} {...fromField}>
          {options}
        </SelectField>
        <SelectField label={t('wallet.to_wallet')} error={fieldError(errors.to?.message)} {...form.register('to')}>
          {options}
        </SelectField>
      </div>
      <Field
        label={t('wallet.amount')}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        error={fieldError(errors.amount?.message)}
        hint={t('wallet.available', { amount: `${symbol} ${formatMoney(balances.get(from) ?? 0)}` })}
        addon={
          <button
            type="button"
            className="btn btn--sm"
            onClick={() => form.setValue('amount', wholeBalanceText(balances.get(from) ?? 0))}
          >
            {t('wallet.max')}
          </button>
        }
        {...form.register('amount')}
      />
      <FormError message={error} />
      {done ? (
        <p className="notice-box" role="status">
          {done}
        </p>
      ) : null}
      <div className="wallet-form__actions">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {t('wallet.transfer_submit')}
        </button>
        <button
          type="button"
          className="btn"
          disabled={busy || !main || main.availBalance <= 0 || !allInTarget}
          onClick={() => main && void allIn(wholeBalanceText(main.availBalance))}
        >
          {t('wallet.all_in')}
        </button>
        <button type="button" className="btn" disabled={busy} onClick={() => void returnAll()}>
          {t('wallet.all_out')}
        </button>
      </div>
      <p className="field__hint">{t('wallet.all_in_hint')}</p>
    </form>
  );
};

/** transferFund: every wallet, a transfer between the main wallet and a game wallet, all in and all out. */
export const MyWalletPage = () => {
  const { t } = useTranslation();
  const id = useId();
  const mode = useMerchantWallet();
  const balance = useBalance(0, mode.data?.isSingle === 0);

  if (mode.isPending) return <p role="status">{t('app.loading')}</p>;
  if (mode.isError) return <FormError message={errorText(t, mode.error)} />;
  if (mode.data.isSingle === 1)
    return (
      <div className="mc-card">
        <p className="notice-box">{t('wallet.single_mode')}</p>
      </div>
    );
  if (balance.isPending) return <p role="status">{t('session.balance_updating')}</p>;
  if (balance.isError) return <FormError message={errorText(t, balance.error)} />;

  const { currencySymbol: symbol } = balance.data;
  const wallets = balance.data.balance;
  return (
    <div className="wallet-page">
      <section className="mc-card" aria-labelledby={`${id}-wallets`}>
        <div className="wallet-page__head">
          <h3 id={`${id}-wallets`}>{t('wallet.wallets')}</h3>
          <span className="wallet-page__total">
            {t('wallet.total')}: <strong>{`${symbol} ${formatMoney(balance.data.sumBalance)}`}</strong>
          </span>
        </div>
        <ul className="wallet-tiles">
          {wallets.map((w) => (
            <WalletTile key={`${w.accountTypeId}-${w.availBalance}`} wallet={w} symbol={symbol} />
          ))}
        </ul>
      </section>
      <section className="mc-card" aria-labelledby={`${id}-transfer`}>
        <h3 id={`${id}-transfer`}>{t('wallet.transfer')}</h3>
        <TransferForm wallets={wallets} symbol={symbol} />
      </section>
    </div>
  );
};
