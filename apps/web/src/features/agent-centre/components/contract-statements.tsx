import { CONTRACT_PAGE_MAX, type ContractKind } from '@pagoda/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column, RowOf } from '../../../components/query-table';
import { RecordsFilter, useRecordsWindow } from '../../../components/records-filter';
import { rangeToTimes } from '../../../lib/date-range';
import { formatMoney, formatTime } from '../../../lib/format';
import { fetchAgentSettlements, useAgentSettlements } from '../api/get-agent-settlements';
import { AgentTable, CsvButton, PAGE_SIZE, Signed } from './agent-records';
import { percent } from './contract-terms';

type Side = 'received' | 'paid';

/** A period key without its code ("D:2026-11-28" → "2026-11-28"; the page already names the kind). */
const periodText = (key: string) => key.replace(/^[A-Z]+:/, '');

/**
 * The settlement statements of a kind: what the agent received under the contracts it holds, or paid
 * its downline under those it offered. Each line shows the figures used, the tier and the rate.
 */
export const ContractStatements = ({ kind }: { kind: ContractKind }) => {
  const { t } = useTranslation();
  const id = useId();
  const { range, setRange, page, setPage, resetting } = useRecordsWindow(30);
  const [side, setSide] = useState<Side>('received');
  const { startTime, endTime } = rangeToTimes(range);
  const query = { kind, side, from: startTime, to: endTime, page, size: PAGE_SIZE };
  const bills = useAgentSettlements(query);
  const dividend = kind === 'DIVIDEND';
  const realtime = kind === 'REALTIME_SALARY';
  const columns: Column<RowOf<typeof bills.data>>[] = [
    { key: 'period', header: t('agent.contract.period_col'), cell: (b) => periodText(b.periodKey) },
    {
      key: 'party',
      header: t(side === 'received' ? 'agent.contract.payer' : 'agent.col.account'),
      cell: (b) =>
        side === 'received' ? (b.payer?.account ?? t('agent.contract.platform')) : (b.holder?.account ?? ''),
    },
    { key: 'bet', header: t('agent.col.valid_bet'), numeric: true, cell: (b) => formatMoney(b.validBet) },
    ...(dividend
      ? [
          {
            key: 'loss',
            header: t('agent.contract.net_loss'),
            numeric: true,
            cell: (b: RowOf<typeof bills.data>) => formatMoney(b.netLoss),
          },
        ]
      : []),
    { key: 'active', header: t('agent.contract.active_members'), numeric: true, cell: (b) => b.activeMembers },
    realtime
      ? { key: 'tier', header: t('agent.contract.base'), numeric: true, cell: (b) => formatMoney(b.base) }
      : { key: 'tier', header: t('agent.contract.tier'), numeric: true, cell: (b) => (b.tier === 0 ? '—' : b.tier) },
    { key: 'rate', header: t('agent.contract.rate'), numeric: true, cell: (b) => percent(b.rate) },
    { key: 'amount', header: t('agent.col.amount'), numeric: true, cell: (b) => <Signed value={b.amount} /> },
    ...(side === 'received'
      ? [
          {
            key: 'net',
            header: t('agent.contract.net'),
            numeric: true,
            cell: (b: RowOf<typeof bills.data>) => <Signed value={b.net} />,
          },
        ]
      : []),
    { key: 'paid', header: t('agent.contract.paid'), numeric: true, cell: (b) => formatMoney(b.paid) },
    { key: 'status', header: t('agent.col.status'), cell: (b) => t(`agent.contract.bill.${b.status}`) },
  ];
  return (
    <div className="ac-page">
      <RecordsFilter range={range} onRange={setRange}>
        <div className="ac-inline-form">
          <label htmlFor={`${id}-side`}>{t('agent.contract.side')}</label>
          <select id={`${id}-side`} value={side} onChange={(e) => resetting(setSide)(e.target.value as Side)}>
            <option value="received">{t('agent.contract.side_received')}</option>
            <option value="paid">{t('agent.contract.side_paid')}</option>
          </select>
        </div>
      </RecordsFilter>
      <div className="ac-toolbar ac-toolbar--end">
        <CsvButton
          filename={`${kind.toLowerCase()}-${side}-${range.from}-${range.to}.csv`}
          header={[
            t('agent.contract.period_col'),
            t('agent.contract.window_from'),
            t('agent.contract.window_to'),
            t('agent.contract.payer'),
            t('agent.col.account'),
            t('agent.col.valid_bet'),
            t('agent.contract.net_loss'),
            t('agent.contract.active_members'),
            t('agent.contract.base'),
            t('agent.contract.tier'),
            t('agent.contract.rate'),
            t('agent.col.amount'),
            t('agent.contract.downline_amount'),
            t('agent.contract.net'),
            t('agent.contract.paid'),
            t('agent.contract.receivable'),
            t('agent.col.status'),
          ]}
          fetchPage={async (p) => {
            const v = await fetchAgentSettlements({ ...query, page: p, size: CONTRACT_PAGE_MAX });
            return { list: v.list, totalPages: Math.ceil(v.total / CONTRACT_PAGE_MAX) };
          }}
          toRow={(b) => [
            periodText(b.periodKey),
            formatTime(b.windowFrom),
            formatTime(b.windowTo),
            b.payer?.account ?? t('agent.contract.platform'),
            b.holder?.account ?? '',
            b.validBet,
            b.netLoss,
            b.activeMembers,
            b.base,
            b.tier,
            b.rate,
            b.amount,
            b.downlineAmount,
            b.net,
            b.paid,
            b.receivable,
            t(`agent.contract.bill.${b.status}`),
          ]}
        />
      </div>
      <AgentTable
        query={bills}
        rows={(data) => data.list}
        rowKey={(b) => b.id}
        columns={columns}
        paging={{ page, onPage: setPage, totalPages: (data) => Math.ceil(data.total / PAGE_SIZE) }}
      />
    </div>
  );
};
