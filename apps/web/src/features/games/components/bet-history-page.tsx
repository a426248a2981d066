import './games.css';
import type { GameCategory } from '@pagoda/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, QueryTable, type RowOf } from '../../../components/query-table';
import { RecordsFilter, useRecordsWindow } from '../../../components/records-filter';
import { rangeToTimes } from '../../../lib/date-range';
import { formatMoney, formatTime } from '../../../lib/format';
import { useBetHistory } from '../api/get-bet-history';
import { useVendorLanes } from '../api/get-game-vendors';
import { gamesErrorText } from '../error-text';

const signed = (n: number) => (
  <span className={n < 0 ? 'amount--out' : n > 0 ? 'amount--in' : ''}>{formatMoney(n)}</span>
);

/** personalHistoryCopy: the member's rounds by category, vendor and date window, with totals. */
export const BetHistoryPage = () => {
  const { t } = useTranslation();
  const id = useId();
  const lanes = useVendorLanes();
  const { range, setRange, page, setPage, resetting } = useRecordsWindow();
  const [category, setCategory] = useState<GameCategory | ''>('');
  const [vendor, setVendor] = useState('');
  const records = useBetHistory({ ...rangeToTimes(range), category, vendor, page });
  const seen = new Set<string>();
  const vendors = lanes
    .filter((l) => !category || l.title === category)
    .flatMap((l) => l.cards)
    .filter((c) => !seen.has(c.accountTypeName) && seen.add(c.accountTypeName));
  const columns: Column<RowOf<typeof records.data>>[] = [
    { key: 'time', header: t('games.record.time'), cell: (r) => formatTime(r.betTime) },
    {
      key: 'game',
      header: t('games.record.game'),
      cell: (r) => (
        <>
          <strong>{r.gameName}</strong>
          <br />
          <small>
            {r.vendorName} · {t(`nav.category.${r.category}`, { defaultValue: r.category })} · {r.roundId}
          </small>
        </>
      ),
    },
    { key: 'bet', header: t('games.record.bet'), numeric: true, cell: (r) => formatMoney(r.betAmount) },
    { key: 'valid', header: t('games.record.valid_bet'), numeric: true, cell: (r) => formatMoney(r.validBet) },
    { key: 'win', header: t('games.record.win'), numeric: true, cell: (r) => formatMoney(r.winAmount) },
    { key: 'profit', header: t('games.record.profit'), numeric: true, cell: (r) => signed(r.profit) },
    { key: 'status', header: t('games.record.status'), cell: (r) => t(`games.status.${r.status}`) },
  ];

  return (
    <div className="bet-history">
      <RecordsFilter range={range} onRange={setRange}>
        <div className="field">
          <label htmlFor={`${id}-cat`}>{t('games.record.category')}</label>
          <select
            id={`${id}-cat`}
            value={category}
            onChange={(e) => {
              setCategory(e.target.value as GameCategory | '');
              resetting(setVendor)('');
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
          <select id={`${id}-vendor`} value={vendor} onChange={(e) => resetting(setVendor)(e.target.value)}>
            <option value="">{t('games.record.all_vendors')}</option>
            {vendors.map((v) => (
              <option key={v.accountTypeName} value={v.accountTypeName}>
                {v.displayName}
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
        empty={t('games.record.none')}
        errorText={(error) => gamesErrorText(t, error)}
        paging={{ page, onPage: setPage, totalPages: (data) => data.totalPages }}
        footer={(data) => (
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
        )}
      />
    </div>
  );
};
