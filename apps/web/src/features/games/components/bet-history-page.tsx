import './games.css';
import type { GameCategory } from '@pagoda/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeBar } from '../../../components/date-range-bar';
import { FormError } from '../../../components/form-error';
import { Pagination } from '../../../components/pagination';
import { type DateRange, lastDays, rangeToTimes } from '../../../lib/date-range';
import { formatMoney, formatTime } from '../../../lib/format';
import { useVendorLanes } from '../api/get-game-vendors';
import { useBetHistory } from '../api/get-bet-history';
import { gamesErrorText } from '../error-text';

const signed = (n: number) => (
  <span className={n < 0 ? 'amount--out' : n > 0 ? 'amount--in' : ''}>{formatMoney(n)}</span>
);

/** personalHistoryCopy: the member's rounds by category, vendor and date window, with totals. */
export const BetHistoryPage = () => {
  const { t } = useTranslation();
  const id = useId();
  const lanes = useVendorLanes();
  const [range, setRange] = useState<DateRange>(() => lastDays(7));
  const [category, setCategory] = useState<GameCategory | ''>('');
  const [vendor, setVendor] = useState('');
  const [page, setPage] = useState(1);
  const records = useBetHistory({ ...rangeToTimes(range), category, vendor, page });
  const data = records.data;
  const seen = new Set<string>();
  const vendors = lanes
    .filter((l) => !category || l.title === category)
    .flatMap((l) => l.cards)
    .filter((c) => !seen.has(c.accountTypeName) && seen.add(c.accountTypeName));

  return (
    <div className="bet-history">
      <div className="mc-card bet-history__filters">
        <div className="field">
          <label htmlFor={`${id}-cat`}>{t('games.record.category')}</label>
          <select
            id={`${id}-cat`}
            value={category}
            onChange={(e) => {
              setCategory(e.target.value as GameCategory | '');
              setVendor('');
              setPage(1);
            }}
          >
            <option value="">{t('games.record.all_categories')}</option>
            {lanes.map((l) => (
              <option key={l.title} value={l.title}>
                {t(`nav.category.${l.title}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-vendor`}>{t('games.record.vendor')}</label>
          <select
            id={`${id}-vendor`}
            value={vendor}
            onChange={(e) => {
              setVendor(e.target.value);
              setPage(1);
            }}
          >
            <option value="">{t('games.record.all_vendors')}</option>
            {vendors.map((v) => (
              <option key={v.accountTypeName} value={v.accountTypeName}>
                {v.displayName}
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
        {records.isError ? <FormError message={gamesErrorText(t, records.error)} /> : null}
        {records.isPending ? <p role="status">{t('app.loading')}</p> : null}
        {data && data.list.length === 0 ? <p className="empty-state">{t('games.record.none')}</p> : null}
        {data && data.list.length > 0 ? (
          <div className="table-scroll">
            <table className="mc-table">
              <thead>
                <tr>
                  <th scope="col">{t('games.record.time')}</th>
                  <th scope="col">{t('games.record.game')}</th>
                  <th scope="col" className="num">
                    {t('games.record.bet')}
                  </th>
                  <th scope="col" className="num">
                    {t('games.record.valid_bet')}
                  </th>
                  <th scope="col" className="num">
                    {t('games.record.win')}
                  </th>
                  <th scope="col" className="num">
                    {t('games.record.profit')}
                  </th>
                  <th scope="col">{t('games.record.status')}</th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((r) => (
                  <tr key={r.id}>
                    <td>{formatTime(r.betTime)}</td>
                    <td>
                      <strong>{r.gameName}</strong>
                      <br />
                      <small>
                        {r.vendorName} · {t(`nav.category.${r.category}`, { defaultValue: r.category })} · {r.roundId}
                      </small>
                    </td>
                    <td className="num">{formatMoney(r.betAmount)}</td>
                    <td className="num">{formatMoney(r.validBet)}</td>
                    <td className="num">{formatMoney(r.winAmount)}</td>
                    <td className="num">{signed(r.profit)}</td>
                    <td>{t(`games.status.${r.status}`)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={2}>
                    {t('games.record.total', { n: data.total })}
                  </th>
                  <td className="num">{formatMoney(data.footer.betAmount)}</td>
                  <td className="num">{formatMoney(data.footer.validBet)}</td>
                  <td className="num">{formatMoney(data.footer.winAmount)}</td>
                  <td className="num" data-testid="bet-total-profit">
                    {signed(data.footer.profit)}
                  </td>
                  <td />
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
