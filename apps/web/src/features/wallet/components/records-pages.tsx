import './wallet.css';
import { TX_CODE_TYPE_NAMES } from '@pagoda/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, QueryTable, type RowOf } from '../../../components/query-table';
import { RecordsFilter, useRecordsWindow } from '../../../components/records-filter';
import { rangeToTimes } from '../../../lib/date-range';
import { formatMoney, formatTime } from '../../../lib/format';
import { useBonusDetails } from '../api/get-bonus-details';
import { usePersonalProfit } from '../api/get-personal-profit';
import { useTransactions } from '../api/get-transactions';
import { errorText } from '../error-text';

const signed = (n: number) => (
  <span className={n < 0 ? 'amount--out' : n > 0 ? 'amount--in' : ''}>{formatMoney(n)}</span>
);

/** transactionHistory (ODSFE2_MemTransDet): type filter, date window, pages and a footer total. */
export const TransactionHistoryPage = () => {
  const { t } = useTranslation();
  const id = useId();
  const { range, setRange, page, setPage, resetting } = useRecordsWindow();
  const [codeTypes, setCodeTypes] = useState('');
  const records = useTransactions({ ...rangeToTimes(range), codeTypes: codeTypes || undefined, page });
  const columns: Column<RowOf<typeof records.data>>[] = [
    { key: 'time', header: t('wallet.time'), cell: (r) => formatTime(r.txTimeInTimestamp) },
    { key: 'type', header: t('wallet.tx_type'), cell: (r) => t(r.txTypeName, { defaultValue: String(r.txTypeId) }) },
    { key: 'amount', header: t('wallet.amount'), numeric: true, cell: (r) => signed(r.amount) },
    { key: 'after', header: t('wallet.balance_after'), numeric: true, cell: (r) => formatMoney(r.currentAvailBalance) },
    { key: 'order', header: t('wallet.order_no'), cell: (r) => r.orderNo },
    { key: 'remark', header: t('wallet.remark'), cell: (r) => r.remark },
  ];
  return (
    <div className="wallet-page">
      <RecordsFilter range={range} onRange={setRange}>
        <div className="field records-filter__field">
          <label htmlFor={`${id}-type`}>{t('wallet.tx_type')}</label>
          <select id={`${id}-type`} value={codeTypes} onChange={(e) => resetting(setCodeTypes)(e.target.value)}>
            <option value="">{t('wallet.all_types')}</option>
            {TX_CODE_TYPE_NAMES.map((c) => (
              <option key={c} value={c}>
                {t(`wallet.code_type.${c}`)}
              </option>
            ))}
          </select>
        </div>
      </RecordsFilter>
      <QueryTable
        query={records}
        rows={(data) => data.list}
        rowKey={(r) => r.id}
        columns={columns}
        empty={t('wallet.no_records')}
        errorText={(error) => errorText(t, error)}
        paging={{ page, onPage: setPage, totalPages: (data) => data.totalPages }}
        footer={(data) => (
          <tr>
            <th scope="row">{t('wallet.footer_total')}</th>
            <td />
            <td className="num" data-testid="records-total">
              {signed(data.footer.amount)}
            </td>
            <td colSpan={3}>{t('wallet.record_count', { count: data.total })}</td>
          </tr>
        )}
      />
    </div>
  );
};

/** bonusDetails: every bonus posting in the window, with pages and a footer total. */
export const BonusDetailsPage = () => {
  const { t } = useTranslation();
  const { range, setRange, page, setPage } = useRecordsWindow();
  const records = useBonusDetails({ ...rangeToTimes(range), page });
  const columns: Column<RowOf<typeof records.data>>[] = [
    { key: 'time', header: t('wallet.time'), cell: (r) => formatTime(r.time) },
    // A forfeit (TxType 7002) has no bonus name of its own: it is labelled by its type.
    { key: 'name', header: t('wallet.bonus_name'), cell: (r) => r.name || (r.amount < 0 ? t('tx_type_id_7002') : '') },
    { key: 'amount', header: t('wallet.amount'), numeric: true, cell: (r) => formatMoney(r.amount) },
    { key: 'remark', header: t('wallet.remark'), cell: (r) => r.remark },
  ];
  return (
    <div className="wallet-page">
      <RecordsFilter range={range} onRange={setRange} />
      <QueryTable
        query={records}
        rows={(data) => data.list}
        rowKey={(r) => r.id}
        columns={columns}
        empty={t('wallet.no_bonuses')}
        errorText={(error) => errorText(t, error)}
        paging={{ page, onPage: setPage, totalPages: (data) => data.totalPages }}
        footer={(data) => (
          <tr>
            <th scope="row">{t('wallet.footer_total')}</th>
            <td />
            <td className="num">{formatMoney(data.footer.amount)}</td>
            <td>{t('wallet.record_count', { count: data.total })}</td>
          </tr>
        )}
      />
    </div>
  );
};

/** personalProfit: per day and game category, with totals and the money in and out for context. */
export const PersonalProfitPage = () => {
  const { t } = useTranslation();
  const { range, setRange } = useRecordsWindow();
  const report = usePersonalProfit(rangeToTimes(range));
  const data = report.data;
  const columns: Column<RowOf<typeof report.data>>[] = [
    { key: 'date', header: t('wallet.date'), cell: (r) => r.date },
    { key: 'category', header: t('wallet.category'), cell: (r) => r.category },
    { key: 'count', header: t('wallet.bet_count'), numeric: true, cell: (r) => r.betCount },
    { key: 'bet', header: t('wallet.bet_amount'), numeric: true, cell: (r) => formatMoney(r.betAmount) },
    { key: 'valid', header: t('wallet.valid_bet'), numeric: true, cell: (r) => formatMoney(r.validBet) },
    { key: 'win', header: t('wallet.win_amount'), numeric: true, cell: (r) => formatMoney(r.winAmount) },
    { key: 'profit', header: t('wallet.profit'), numeric: true, cell: (r) => signed(r.profit) },
  ];
  return (
    <div className="wallet-page">
      <RecordsFilter range={range} onRange={setRange} />
      {data ? (
        <dl className="mc-card wallet-figures">
          <div>
            <dt>{t('wallet.deposits')}</dt>
            <dd>{formatMoney(data.deposits)}</dd>
          </div>
          <div>
            <dt>{t('wallet.withdrawals')}</dt>
            <dd>{formatMoney(data.withdrawals)}</dd>
          </div>
          <div>
            <dt>{t('wallet.bonuses')}</dt>
            <dd>{formatMoney(data.bonuses)}</dd>
          </div>
          <div>
            <dt>{t('wallet.profit')}</dt>
            <dd>{signed(data.totals.profit)}</dd>
          </div>
        </dl>
      ) : null}
      <QueryTable
        query={report}
        rows={(d) => d.list}
        rowKey={(r) => `${r.date}-${r.category}`}
        columns={columns}
        empty={t('wallet.no_bets')}
        errorText={(error) => errorText(t, error)}
        footer={(d) => (
          <tr>
            <th scope="row" colSpan={3}>
              {t('wallet.footer_total')}
            </th>
            <td className="num">{formatMoney(d.totals.betAmount)}</td>
            <td className="num">{formatMoney(d.totals.validBet)}</td>
            <td className="num">{formatMoney(d.totals.winAmount)}</td>
            <td className="num">{signed(d.totals.profit)}</td>
          </tr>
        )}
      />
    </div>
  );
};
