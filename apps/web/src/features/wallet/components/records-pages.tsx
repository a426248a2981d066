import './wallet.css';
import { TX_CODE_TYPE_NAMES } from '@pagoda/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { Pagination } from '../../../components/pagination';
import { formatMoney, formatTime } from '../../../lib/format';
import { useBonusDetails } from '../api/get-bonus-details';
import { usePersonalProfit } from '../api/get-personal-profit';
import { useTransactions } from '../api/get-transactions';
import { type DateRange, lastDays, rangeToTimes } from '../date-range';
import { errorText } from '../error-text';
import { DateRangeBar } from './date-range-bar';

const signed = (n: number) => (
  <span className={n < 0 ? 'amount--out' : n > 0 ? 'amount--in' : ''}>{formatMoney(n)}</span>
);

/** transactionHistory (ODSFE2_MemTransDet): type filter, date window, pages and a footer total. */
export const TransactionHistoryPage = () => {
  const { t } = useTranslation();
  const id = useId();
  const [range, setRange] = useState<DateRange>(() => lastDays(7));
  const [codeTypes, setCodeTypes] = useState('');
  const [page, setPage] = useState(1);
  const records = useTransactions({ ...rangeToTimes(range), codeTypes: codeTypes || undefined, page });
  const data = records.data;
  return (
    <div className="wallet-page">
      <div className="mc-card wallet-filters">
        <div className="field wallet-filters__type">
          <label htmlFor={`${id}-type`}>{t('wallet.tx_type')}</label>
          <select
            id={`${id}-type`}
            value={codeTypes}
            onChange={(e) => {
              setCodeTypes(e.target.value);
              setPage(1);
            }}
          >
            <option value="">{t('wallet.all_types')}</option>
            {TX_CODE_TYPE_NAMES.map((c) => (
              <option key={c} value={c}>
                {t(`wallet.code_type.${c}`)}
              </option>
            ))}
          </select>
        </div>
        <DateRangeBar
          value={range}
          onChange={(r) => {
            setRange(r);
            setPage(1);
          }}
        />
      </div>
      <section className="mc-card" aria-busy={records.isFetching}>
        {records.isError ? <FormError message={errorText(t, records.error)} /> : null}
        {records.isPending ? <p role="status">{t('app.loading')}</p> : null}
        {data && data.list.length === 0 ? <p className="empty-state">{t('wallet.no_records')}</p> : null}
        {data && data.list.length > 0 ? (
          <div className="table-scroll">
            <table className="mc-table">
              <thead>
                <tr>
                  <th scope="col">{t('wallet.time')}</th>
                  <th scope="col">{t('wallet.tx_type')}</th>
                  <th scope="col" className="num">
                    {t('wallet.amount')}
                  </th>
                  <th scope="col" className="num">
                    {t('wallet.balance_after')}
                  </th>
                  <th scope="col">{t('wallet.order_no')}</th>
                  <th scope="col">{t('wallet.remark')}</th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((r) => (
                  <tr key={r.id}>
                    <td>{formatTime(r.txTimeInTimestamp)}</td>
                    <td>{t(r.txTypeName, { defaultValue: String(r.txTypeId) })}</td>
                    <td className="num">{signed(r.amount)}</td>
                    <td className="num">{formatMoney(r.currentAvailBalance)}</td>
                    <td>{r.orderNo}</td>
                    <td>{r.remark}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{t('wallet.footer_total')}</th>
                  <td />
                  <td className="num" data-testid="records-total">
                    {signed(data.footer.amount)}
                  </td>
                  <td colSpan={3}>{t('wallet.record_count', { count: data.total })}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        ) : null}
        <Pagination page={page} total={data?.totalPages ?? 0} onChange={setPage} />
      </section>
    </div>
  );
};

/** bonusDetails: every bonus posting in the window, with pages and a footer total. */
export const BonusDetailsPage = () => {
  const { t } = useTranslation();
  const [range, setRange] = useState<DateRange>(() => lastDays(7));
  const [page, setPage] = useState(1);
  const records = useBonusDetails({ ...rangeToTimes(range), page });
  const data = records.data;
  return (
    <div className="wallet-page">
      <div className="mc-card wallet-filters">
        <DateRangeBar
          value={range}
          onChange={(r) => {
            setRange(r);
            setPage(1);
          }}
        />
      </div>
      <section className="mc-card" aria-busy={records.isFetching}>
        {records.isError ? <FormError message={errorText(t, records.error)} /> : null}
        {records.isPending ? <p role="status">{t('app.loading')}</p> : null}
        {data && data.list.length === 0 ? <p className="empty-state">{t('wallet.no_bonuses')}</p> : null}
        {data && data.list.length > 0 ? (
          <div className="table-scroll">
            <table className="mc-table">
              <thead>
                <tr>
                  <th scope="col">{t('wallet.time')}</th>
                  <th scope="col">{t('wallet.bonus_name')}</th>
                  <th scope="col" className="num">
                    {t('wallet.amount')}
                  </th>
                  <th scope="col">{t('wallet.remark')}</th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((r) => (
                  <tr key={r.id}>
                    <td>{formatTime(r.time)}</td>
                    <td>{r.name}</td>
                    <td className="num">{formatMoney(r.amount)}</td>
                    <td>{r.remark}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{t('wallet.footer_total')}</th>
                  <td />
                  <td className="num">{formatMoney(data.footer.amount)}</td>
                  <td>{t('wallet.record_count', { count: data.total })}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        ) : null}
        <Pagination page={page} total={data?.totalPages ?? 0} onChange={setPage} />
      </section>
    </div>
  );
};

/** personalProfit: per day and game category, with totals and the money in and out for context. */
export const PersonalProfitPage = () => {
  const { t } = useTranslation();
  const [range, setRange] = useState<DateRange>(() => lastDays(7));
  const report = usePersonalProfit(rangeToTimes(range));
  const data = report.data;
  return (
    <div className="wallet-page">
      <div className="mc-card wallet-filters">
        <DateRangeBar value={range} onChange={setRange} />
      </div>
      {report.isError ? <FormError message={errorText(t, report.error)} /> : null}
      {report.isPending ? <p role="status">{t('app.loading')}</p> : null}
      {data ? (
        <>
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
          <section className="mc-card">
            {data.list.length === 0 ? (
              <p className="empty-state">{t('wallet.no_bets')}</p>
            ) : (
              <div className="table-scroll">
                <table className="mc-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('wallet.date')}</th>
                      <th scope="col">{t('wallet.category')}</th>
                      <th scope="col" className="num">
                        {t('wallet.bet_count')}
                      </th>
                      <th scope="col" className="num">
                        {t('wallet.bet_amount')}
                      </th>
                      <th scope="col" className="num">
                        {t('wallet.valid_bet')}
                      </th>
                      <th scope="col" className="num">
                        {t('wallet.win_amount')}
                      </th>
                      <th scope="col" className="num">
                        {t('wallet.profit')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.list.map((r) => (
                      <tr key={`${r.date}-${r.category}`}>
                        <td>{r.date}</td>
                        <td>{r.category}</td>
                        <td className="num">{r.betCount}</td>
                        <td className="num">{formatMoney(r.betAmount)}</td>
                        <td className="num">{formatMoney(r.validBet)}</td>
                        <td className="num">{formatMoney(r.winAmount)}</td>
                        <td className="num">{signed(r.profit)}</td>
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    <tr>
                      <th scope="row" colSpan={3}>
                        {t('wallet.footer_total')}
                      </th>
                      <td className="num">{formatMoney(data.totals.betAmount)}</td>
                      <td className="num">{formatMoney(data.totals.validBet)}</td>
                      <td className="num">{formatMoney(data.totals.winAmount)}</td>
                      <td className="num">{signed(data.totals.profit)}</td>
                    </tr>
                  </tfoot>
                </table>
              </div>
            )}
          </section>
        </>
      ) : null}
    </div>
  );
};
