import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column, RowOf } from '../../../components/query-table';
import { RecordsFilter, useRecordsWindow } from '../../../components/records-filter';
import { rangeToTimes } from '../../../lib/date-range';
import { formatMoney } from '../../../lib/format';
import type { AgentCentrePageProps } from '../agent-centre-entries';
import { fetchGetTeamProfitLoss, useTeamProfitLoss } from '../api/get-team-profit-loss';
import { AccountFilter, AgentTable, CSV_PAGE_SIZE, CsvButton, PAGE_SIZE, Signed } from './agent-records';

/** palStatementsAgentCopy: profit and loss per member or per level (P&L = payout − bets, the member's side). */
export const ProfitLossPage = (_props: AgentCentrePageProps) => {
  const { t } = useTranslation();
  const id = useId();
  const { range, setRange, page, setPage, resetting } = useRecordsWindow();
  const [by, setBy] = useState<'member' | 'level'>('member');
  const [applied, setApplied] = useState('');
  const query = { ...rangeToTimes(range), by, account: applied || undefined, page, size: PAGE_SIZE };
  const pnl = useTeamProfitLoss(query);
  const columns: Column<RowOf<typeof pnl.data>>[] = [
    by === 'member'
      ? { key: 'account', header: t('agent.col.account'), cell: (r) => r.account ?? '' }
      : { key: 'members', header: t('agent.col.members'), numeric: true, cell: (r) => r.members },
    { key: 'level', header: t('agent.col.level'), numeric: true, cell: (r) => r.level },
    { key: 'bets', header: t('agent.col.bet'), numeric: true, cell: (r) => formatMoney(r.bets) },
    { key: 'valid', header: t('agent.col.valid_bet'), numeric: true, cell: (r) => formatMoney(r.validBets) },
    { key: 'payout', header: t('agent.col.payout'), numeric: true, cell: (r) => formatMoney(r.payout) },
    { key: 'pnl', header: t('agent.col.profit_loss'), numeric: true, cell: (r) => <Signed value={r.profitLoss} /> },
    { key: 'bonus', header: t('agent.col.bonus'), numeric: true, cell: (r) => formatMoney(r.bonus) },
    { key: 'rebate', header: t('agent.col.rebate'), numeric: true, cell: (r) => formatMoney(r.rebate) },
  ];
  return (
    <div className="ac-page">
      <RecordsFilter range={range} onRange={setRange}>
        <AccountFilter onApply={resetting(setApplied)}>
          <label htmlFor={`${id}-by`}>{t('agent.group_by')}</label>
          <select id={`${id}-by`} value={by} onChange={(e) => resetting(setBy)(e.target.value as 'member' | 'level')}>
            <option value="member">{t('agent.by_member')}</option>
            <option value="level">{t('agent.by_level')}</option>
          </select>
        </AccountFilter>
      </RecordsFilter>
      <div className="ac-toolbar ac-toolbar--end">
        <CsvButton
          filename={`profit-loss-${by}-${range.from}-${range.to}.csv`}
          header={columns.map((c) => c.header as string)}
          fetchPage={(p) => fetchGetTeamProfitLoss({ ...query, page: p, size: CSV_PAGE_SIZE })}
          toRow={(r) => [
            by === 'member' ? r.account : r.members,
            r.level,
            r.bets,
            r.validBets,
            r.payout,
            r.profitLoss,
            r.bonus,
            r.rebate,
          ]}
        />
      </div>
      <AgentTable
        query={pnl}
        rows={(data) => data.list}
        rowKey={(r) => `${r.account ?? ''}:${r.level}`}
        columns={columns}
        paging={{ page, onPage: setPage, totalPages: (data) => data.totalPages }}
        footer={(data) => (
          <tr>
            <th scope="row" colSpan={2}>
              {t('agent.total', { count: data.footer.members })}
            </th>
            <td className="num">{formatMoney(data.footer.bets)}</td>
            <td className="num">{formatMoney(data.footer.validBets)}</td>
            <td className="num">{formatMoney(data.footer.payout)}</td>
            <td className="num">
              <Signed value={data.footer.profitLoss} />
            </td>
            <td className="num">{formatMoney(data.footer.bonus)}</td>
            <td className="num">{formatMoney(data.footer.rebate)}</td>
          </tr>
        )}
      />
    </div>
  );
};
