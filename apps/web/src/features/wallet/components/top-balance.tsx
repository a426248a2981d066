import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import { useBalance } from '../api/get-balance';

/**
 * The top bar balance: tap to show or hide (hidden shows three stars), "balance
 * updating" until the first figure arrives and while a refresh after a money event runs.
 */
export const TopBalance = () => {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState(false);
  const balance = useBalance(0);
  const figure =
    balance.data && !(balance.isFetching && balance.isStale)
      ? `${balance.data.currencySymbol} ${formatMoney(balance.data.sumBalance)}`
      : t('session.balance_updating');
  return (
    <button
      type="button"
      className="account-bar__balance"
      data-testid="top-balance"
      onClick={() => setHidden((h) => !h)}
      title={hidden ? t('session.show_balance') : t('session.hide_balance')}
      aria-pressed={hidden}
    >
      {t('session.balance')}: {hidden ? '***' : figure}
    </button>
  );
};
