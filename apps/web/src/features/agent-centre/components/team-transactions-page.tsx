import { TEAM_TX_KINDS } from '@pagoda/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column, RowOf } from '../../../components/query-table';
import { RecordsFilter, useRecordsWindow } from '../../../components/records-filter';
import { rangeToTimes } from '../../../lib/date-range';
import { formatMoney, formatTime } from '../../../lib/format';
import type { AgentCentrePageProps } from '../agent-centre-entries';
import { fetchGetTeamTransactions, useTeamTransactions } from '../api/get-team-transactions';
import { AccountFilter, AgentTable, CSV_PAGE_SIZE, CsvButton, PAGE_SIZE, Signed } from './agent-records';

type Kind = (typeof TEAM_TX_KINDS)[number];

/** agentDownlineTransactionDetailsCopy: the team's deposits, withdrawals and transfers. */
export const TeamTransactionsPage = (_props: AgentCentrePageProps) => {
  const { t } = useTranslation();
  const id = useId();
  const { range, setRange, page, setPage, resetting } = useRecordsWindow();
  const [kind, setKind] = useState<Kind | ''>('');
  const [applied, setApplied] = useState('');
  const query = {
    ...rangeToTimes(range),
    kind: kind || undefined,
    account: applied || undefined,
    page,
    size: PAGE_SIZE,
  };
  const txs = useTeamTransactions(query);
  const columns: Column<RowOf<typeof txs.data>>[] = [
    { key: 'time', header: t('agent.col.time'), cell: (r) => formatTime(r.time) },
    { key: 'account', header: t('agent.col.account'), cell: (r) => r.account },
    { key: 'level', header: t('agent.col.level'), numeric: true, cell: (r) => r.level },
    {
      key: 'type',
      header: t('agent.col.tx_type'),
      cell: (r) => t(`tx_type_id_${r.txTypeId}`, { defaultValue: String(r.txTypeId) }),
    },
    { key: 'amount', header: t('agent.col.amount'), numeric: true, cell: (r) => <Signed value={r.amount} /> },
    { key: 'order', header: t('agent.col.order_no'), cell: (r) => r.orderNo },
  ];
  return (
    <div className="ac-page">
      <RecordsFilter range={range} onRange={setRange}>
        <AccountFilter onApply={resetting(setApplied)}>
          <label htmlFor={`${id}-kind`}>{t('agent.col.tx_type')}</label>
          <select id={`${id}-kind`} value={kind} onChange={(e) => resetting(setKind)(e.target.value as Kind | '')}>
            <option value="">{t('agent.all')}</option>
            {TEAM_TX_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`agent.tx_kind.${k}`)}
              </option>
            ))}
          </select>
        </AccountFilter>
      </RecordsFilter>
      <div className="ac-toolbar ac-toolbar--end">
        <CsvButton
          filename={`team-transactions-${range.from}-${range.to}.csv`}
          header={columns.map((c) => c.header as string)}
          fetchPage={(p) => fetchGetTeamTransactions({ ...query, page: p, size: CSV_PAGE_SIZE })}
          toRow={(r) => [
            formatTime(r.time),
            r.account,
            r.level,
            t(`tx_type_id_${r.txTypeId}`, { defaultValue: String(r.txTypeId) }),
            r.amount,
            r.orderNo,
          ]}
        />
      </div>
      <AgentTable
        query={txs}
        rows={(data) => data.list}
        rowKey={(r) => r.id}
        columns={columns}
        paging={{ page, onPage: setPage, totalPages: (data) => data.totalPages }}
        footer={(data) => (
          <tr>
            <th scope="row" colSpan={6}>
              {t('agent.tx_footer', {
                count: data.total,
                deposits: formatMoney(data.footer.deposits),
                withdrawals: formatMoney(data.footer.withdrawals),
                transfers: formatMoney(data.footer.transfers),
              })}
            </th>
          </tr>
        )}
      />
    </div>
  );
};
