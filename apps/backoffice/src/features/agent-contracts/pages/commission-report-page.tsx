import { CONTRACT_KINDS, type OperationValue, operatorAgentSettlements } from '@pagoda/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid, type GridColumn } from '../../../components/data-grid';
import { FormField } from '../../../components/form-field';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { formatDateTime } from '../../../lib/format';
import { AGENT_CONTRACTS_KEY } from '../api/agent-contracts';

type Row = OperationValue<typeof operatorAgentSettlements>['list'][number];
type Kind = (typeof CONTRACT_KINDS)[number];

/** Commission report: every bill with the figures used, the tier, the rate, the amount and what was paid. */
const CommissionReportPage = () => {
  const { t } = useTranslation('agent-contracts');
  const [kind, setKind] = useState('');
  const columns = useMemo<GridColumn<Row>[]>(
    () => [
      { id: 'id', header: t('bills.id'), sortable: true },
      { id: 'kind', header: t('runs.kind'), value: (r) => t(`kinds.${r.kind}`) },
      { id: 'periodKey', header: t('runs.period') },
      { id: 'holder', header: t('bills.holder'), value: (r) => r.holder?.account ?? '' },
      { id: 'payer', header: t('bills.payer'), value: (r) => r.payer?.account ?? t('bills.platform') },
      { id: 'validBet', header: t('bills.validBet'), align: 'right', cell: (r) => <Money value={r.validBet} /> },
      { id: 'netLoss', header: t('bills.netLoss'), align: 'right', cell: (r) => <Money value={r.netLoss} /> },
      { id: 'activeMembers', header: t('bills.active'), align: 'right' },
      { id: 'tier', header: t('bills.tier'), align: 'right' },
      { id: 'rate', header: t('bills.rate'), align: 'right', value: (r) => `${r.rate} %` },
      { id: 'amount', header: t('bills.amount'), align: 'right', cell: (r) => <Money value={r.amount} /> },
      { id: 'paid', header: t('bills.paid'), align: 'right', cell: (r) => <Money value={r.paid} /> },
      { id: 'status', header: t('runs.status'), value: (r) => t(`billStatuses.${r.status}`) },
      { id: 'createdAt', header: t('bills.createdAt'), value: (r) => formatDateTime(r.createdAt) },
    ],
    [t],
  );
  return (
    <>
      <PageHeader title={t('bills.title')} description={t('bills.description')} />
      <FormField label={t('runs.kind')}>
        <select className="input" value={kind} onChange={(e) => setKind(e.target.value)}>
          <option value="">{t('bills.any')}</option>
          {CONTRACT_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`kinds.${k}`)}
            </option>
          ))}
        </select>
      </FormField>
      <DataGrid
        operation={operatorAgentSettlements}
        queryKey={[...AGENT_CONTRACTS_KEY, 'bills']}
        columns={columns}
        filters={{ kind: (kind || undefined) as Kind | undefined }}
        rowKey={(r) => r.id}
        exportName="commission-report"
        initialSort={{ id: 'id', desc: true }}
        caption={t('bills.caption')}
      />
    </>
  );
};

export default CommissionReportPage;
