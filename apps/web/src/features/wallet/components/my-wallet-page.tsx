import './wallet.css';
import { MAIN_WALLET, type WalletBalance } from '@pagoda/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useId, useRef, useState } from 'react';
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
import { validateTransfer, wholeBalanceText } from '../transfer-validation';

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

/** transferFund: every wallet, a transfer between the main wallet and a game wallet, all in and all out. */
export const MyWalletPage = () => {
  const { t } = useTranslation();
  const id = useId();
  const mode = useMerchantWallet();
  const balance = useBalance(0, mode.data?.isSingle === 0);
  const transfer = useWalletTransfer();
  const allOut = useWalletReturn();
  const [form, setForm] = useState({ from: MAIN_WALLET, to: 0, amount: '' });
  const [errors, setErrors] = useState<{ field: string; text: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // One requestId per submitted content: a retry of the same transfer reuses it.
  const pending = useRef<{ key: string; requestId: string } | null>(null);

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
  const games = wallets.filter((w) => w.accountTypeId !== MAIN_WALLET);
  const main = wallets.find((w) => w.accountTypeId === MAIN_WALLET);
  const balances = new Map(wallets.map((w) => [w.accountTypeId, w.availBalance]));
  const to = form.to || games[0]?.accountTypeId || 0;
  // All in always goes main → a game wallet: the chosen one, else the first.
  const allInTarget = to !== MAIN_WALLET ? to : (games[0]?.accountTypeId ?? 0);

  const send = async (from: number, toId: number, amountText: string) => {
    setDone(null);
    const check = validateTransfer({ from, to: toId, amount: amountText }, balances);
    if (!check.ok) return setErrors({ field: check.field, text: t(check.key) });
    setErrors(null);
    const key = `${from}>${toId}:${check.amount}`;
    if (pending.current?.key !== key) pending.current = { key, requestId: newRequestId() };
    try {
      const r = await transfer.mutateAsync({
        fromAccountTypeId: from,
        toAccountTypeId: toId,
        amount: check.amount,
        requestId: pending.current.requestId,
      });
      pending.current = null;
      setForm((f) => ({ ...f, amount: '' }));
      setDone(t('wallet.transfer_done', { amount: `${symbol} ${formatMoney(r.successAmount)}` }));
    } catch (err) {
      setErrors({ field: 'form', text: errorText(t, err) });
    }
  };

  const returnAll = async () => {
    setDone(null);
    setErrors(null);
    try {
      const r = await allOut.mutateAsync(newRequestId());
      setDone(t('wallet.all_out_done', { amount: `${symbol} ${formatMoney(r.successAmount)}` }));
    } catch (err) {
      setErrors({ field: 'form', text: errorText(t, err) });
    }
  };

  const busy = transfer.isPending || allOut.isPending;
  const options = wallets.map((w) => (
    <option key={w.accountTypeId} value={w.accountTypeId}>
      {walletName(t, w)}
    </option>
  ));
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
        <form
          className="form wallet-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void send(form.from, to, form.amount);
          }}
        >
          <div className="wallet-form__pair">
            <SelectField
              label={t('wallet.from_wallet')}
              value={form.from}
              onChange={(e) => {
                const from = Number(e.target.value);
                // Keep the pair valid: the other side becomes the main wallet or the first game wallet.
                setForm({ ...form, from, to: from === MAIN_WALLET ? (games[0]?.accountTypeId ?? 0) : MAIN_WALLET });
              }}
            >
              {options}
            </SelectField>
            <SelectField
              label={t('wallet.to_wallet')}
              value={to}
              onChange={(e) => setForm({ ...form, to: Number(e.target.value) })}
              error={errors?.field === 'to' ? errors.text : null}
            >
              {options}
            </SelectField>
          </div>
          <Field
            label={t('wallet.amount')}
            inputMode="decimal"
            autoComplete="off"
            value={form.amount}
            onChange={(e) => setForm({ ...form, amount: e.target.value })}
            placeholder="0.00"
            error={errors?.field === 'amount' ? errors.text : null}
            hint={t('wallet.available', { amount: `${symbol} ${formatMoney(balances.get(form.from) ?? 0)}` })}
            addon={
              <button
                type="button"
                className="btn btn--sm"
                onClick={() => setForm({ ...form, amount: wholeBalanceText(balances.get(form.from) ?? 0) })}
              >
                {t('wallet.max')}
              </button>
            }
          />
          <FormError message={errors?.field === 'form' ? errors.text : null} />
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
              onClick={() => main && void send(MAIN_WALLET, allInTarget, wholeBalanceText(main.availBalance))}
            >
              {t('wallet.all_in')}
            </button>
            <button type="button" className="btn" disabled={busy} onClick={() => void returnAll()}>
              {t('wallet.all_out')}
            </button>
          </div>
          <p className="field__hint">{t('wallet.all_in_hint')}</p>
        </form>
      </section>
    </div>
  );
};
