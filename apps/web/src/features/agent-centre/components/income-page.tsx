import { CONTRACT_PAGE_MAX } from '@pagoda/contracts';
import { useTranslation } from 'react-i18next';
import type { Column, RowOf } from '../../../components/query-table';
import { RecordsFilter, useRecordsWindow } from '../../../components/records-filter';
import { rangeToTimes } from '../../../lib/date-range';
import { formatMoney } from '../../../lib/format';
import type { AgentCentrePageProps } from '../agent-centre-entries';
import { fetchAgentIncome, useAgentIncome } from '../api/get-agent-income';
import { AgentTable, CsvButton, PAGE_SIZE, Signed } from './agent-records';

/**
 * agentRevenueReport (my income): per day in the brand's time zone, the dividends and salaries the
 * agent received, what it paid its own downline under contracts, and the net.
 */
export const IncomePage = (_props: AgentCentrePageProps) => {
  const { t } = useTranslation();
  const { range, setRange, page, setPage } = useRecordsWindow(30);
  const { startTime, endTime } = rangeToTimes(range);
  const query = { from: startTime, to: endTime, page, size: PAGE_SIZE };
  const income = useAgentIncome(query);
  const columns: Column<RowOf<typeof income.data>>[] = [
    { key: 'day', header: t('agent.col.date'), cell: (r) => r.day },
    { key: 'dividend', header: t('agent.entry.dividend'), numeric: true, cell: (r) => formatMoney(r.dividend) },
    { key: 'daily', header: t('agent.entry.daily_salary'), numeric: true, cell: (r) => formatMoney(r.dailySalary) },
    { key: 'hour', header: t('agent.entry.hourly_salary'), numeric: true, cell: (r) => formatMoney(r.hourSalary) },
    {
      key: 'realtime',
      header: t('agent.entry.realtime_salary'),
      numeric: true,
      cell: (r) => formatMoney(r.realtimeSalary),
    },
    { key: 'paid', header: t('agent.contract.paid_out'), numeric: true, cell: (r) => formatMoney(r.paidOut) },
    { key: 'net', header: t('agent.contract.net'), numeric: true, cell: (r) => <Signed value={r.net} /> },
  ];
  return (
    <div className="ac-page">
      <RecordsFilter range={range} onRange={setRange} />
      <div className="ac-toolbar ac-toolbar--end">
        <CsvButton
          filename={`my-income-${range.from}-${range.to}.csv`}
          header={columns.map((c) => c.header as string)}
          fetchPage={async (p) => {
            const v = await fetchAgentIncome({ ...query, page: p, size: CONTRACT_PAGE_MAX });
            return { list: v.list, totalPages: Math.ceil(v.total / CONTRACT_PAGE_MAX) };
          }}
          toRow={(r) => [r.day, r.dividend, r.dailySalary, r.hourSalary, r.realtimeSalary, r.paidOut, r.net]}
        />
      </div>
      <AgentTable
        query={income}
        rows={(data) => data.list}
        rowKey={(r) => r.day}
        columns={columns}
        empty={t('agent.contract.no_income')}
        paging={{ page, onPage: setPage, totalPages: (data) => Math.ceil(data.total / PAGE_SIZE) }}
        footer={(data) => (
          <tr>
            <th scope="row">{t('agent.contract.sum')}</th>
            <td className="num">{formatMoney(data.sum.dividend)}</td>
            <td className="num">{formatMoney(data.sum.dailySalary)}</td>
            <td className="num">{formatMoney(data.sum.hourSalary)}</td>
            <td className="num">{formatMoney(data.sum.realtimeSalary)}</td>
            <td className="num">{formatMoney(data.sum.paidOut)}</td>
            <td className="num">
              <Signed value={data.sum.net} />
            </td>
          </tr>
        )}
      />
    </div>
  );
};
