import { GAME_CATEGORIES } from '@pagoda/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column, RowOf } from '../../../components/query-table';
import { RecordsFilter, useRecordsWindow } from '../../../components/records-filter';
import { rangeToTimes } from '../../../lib/date-range';
import { formatMoney, formatTime } from '../../../lib/format';
import type { AgentCentrePageProps } from '../agent-centre-entries';
import { fetchGetTeamBets, useTeamBets } from '../api/get-team-bets';
import { AccountFilter, AgentTable, CSV_PAGE_SIZE, CsvButton, PAGE_SIZE, Signed } from './agent-records';

/** personalHistoryCopy in agent mode: the team's bet records by member, category and date. */
export const TeamBetsPage = (_props: AgentCentrePageProps) => {
  const { t } = useTranslation();
  const id = useId();
  const { range, setRange, page, setPage, resetting } = useRecordsWindow();
  const [applied, setApplied] = useState('');
  const [category, setCategory] = useState('');
  const query = {
    ...rangeToTimes(range),
    account: applied || undefined,
    category: category || undefined,
    page,
    size: PAGE_SIZE,
  };
  const bets = useTeamBets(query);
  const columns: Column<RowOf<typeof bets.data>>[] = [
    { key: 'time', header: t('agent.col.time'), cell: (r) => formatTime(r.betTime) },
    { key: 'account', header: t('agent.col.account'), cell: (r) => r.account },
    { key: 'level', header: t('agent.col.level'), numeric: true, cell: (r) => r.level },
    { key: 'category', header: t('agent.col.category'), cell: (r) => r.category },
    { key: 'game', header: t('agent.col.game'), cell: (r) => `${r.vendor} · ${r.gameCode}` },
    { key: 'bet', header: t('agent.col.bet'), numeric: true, cell: (r) => formatMoney(r.betAmount) },
    { key: 'valid', header: t('agent.col.valid_bet'), numeric: true, cell: (r) => formatMoney(r.validBet) },
    { key: 'payout', header: t('agent.col.payout'), numeric: true, cell: (r) => formatMoney(r.payout) },
    { key: 'pnl', header: t('agent.col.profit_loss'), numeric: true, cell: (r) => <Signed value={r.profitLoss} /> },
    {
      key: 'status',
      header: t('agent.col.status'),
      cell: (r) => t(`agent.bet_status.${r.status}`, { defaultValue: r.status }),
    },
  ];
  return (
    <div className="ac-page">
      <RecordsFilter range={range} onRange={setRange}>
        <AccountFilter onApply={resetting(setApplied)}>
          <label htmlFor={`${id}-cat`}>{t('agent.col.category')}</label>
          <select id={`${id}-cat`} value={category} onChange={(e) => resetting(setCategory)(e.target.value)}>
            <option value="">{t('agent.all')}</option>
            {GAME_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </AccountFilter>
      </RecordsFilter>
      <div className="ac-toolbar ac-toolbar--end">
        <CsvButton
          filename={`team-bets-${range.from}-${range.to}.csv`}
          header={columns.map((c) => c.header as string)}
          fetchPage={(p) => fetchGetTeamBets({ ...query, page: p, size: CSV_PAGE_SIZE })}
          toRow={(r) => [
            formatTime(r.betTime),
            r.account,
            r.level,
            r.category,
            `${r.vendor} · ${r.gameCode}`,
            r.betAmount,
            r.validBet,
            r.payout,
            r.profitLoss,
            r.status,
          ]}
        />
      </div>
      <AgentTable
        query={bets}
        rows={(data) => data.list}
        rowKey={(r) => r.id}
        columns={columns}
        paging={{ page, onPage: setPage, totalPages: (data) => data.totalPages }}
        footer={(data) => (
          <tr>
            <th scope="row" colSpan={5}>
              {t('agent.total', { count: data.total })}
            </th>
            <td className="num">{formatMoney(data.footer.betAmount)}</td>
            <td className="num">{formatMoney(data.footer.validBet)}</td>
            <td className="num">{formatMoney(data.footer.payout)}</td>
            <td className="num">
              <Signed value={data.footer.profitLoss} />
            </td>
            <td />
          </tr>
        )}
      />
    </div>
  );
};
