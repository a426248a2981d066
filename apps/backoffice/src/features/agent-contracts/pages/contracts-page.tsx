import {
  CONTRACT_KINDS,
  CONTRACT_STATUSES,
  type OperationValue,
  operatorAgentContracts,
  operatorGetContractTemplates,
} from '@pagoda/contracts';
import { useQuery } from '@tanstack/react-query';
import { Handshake, ListTree } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../components/can';
import { DataGrid, type GridColumn } from '../../../components/data-grid';
import { FormField } from '../../../components/form-field';
import { PageHeader } from '../../../components/page-header';
import { StatusBadge } from '../../../components/status-badge';
import { callQuery } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { AGENT_CONTRACTS_KEY } from '../api/agent-contracts';
import { ContractDialog } from '../components/contract-dialog';
import { OfferDialog } from '../components/offer-dialog';
import { TermsTable } from '../components/terms-table';
import { STATUS_TONE } from '../lib/contract-terms';
import '../agent-contracts.css';

type Row = OperationValue<typeof operatorAgentContracts>['list'][number];
type Kind = (typeof CONTRACT_KINDS)[number];
type Status = (typeof CONTRACT_STATUSES)[number];

/** Every agent contract of the brand, by kind and state; the search finds a holder; the operator offers to the top level. */
const ContractsPage = () => {
  const { t } = useTranslation('agent-contracts');
  const [kind, setKind] = useState('');
  const [status, setStatus] = useState('');
  const [detail, setDetail] = useState<Row | null>(null);
  const [offering, setOffering] = useState(false);
  // The offer starts from a template; read here so the dialog opens filled.
  const templates = useQuery({ ...callQuery(AGENT_CONTRACTS_KEY, operatorGetContractTemplates), enabled: offering });
  const party = (p: Row['holder']) => p?.account ?? t('bills.platform');
  const columns = useMemo<GridColumn<Row>[]>(
    () => [
      { id: 'id', header: t('contracts.id'), sortable: true },
      { id: 'holder', header: t('bills.holder'), value: (r) => r.holder?.account ?? '' },
      { id: 'offerer', header: t('contracts.offerer'), value: (r) => r.offerer?.account ?? t('bills.platform') },
      { id: 'kind', header: t('runs.kind'), value: (r) => t(`kinds.${r.kind}`) },
      { id: 'productType', header: t('contracts.product') },
      { id: 'period', header: t('runs.period'), value: (r) => t(`periods.${r.computationPeriod}`) },
      {
        id: 'status',
        header: t('runs.status'),
        value: (r) => t(`contractStatuses.${r.status}`),
        cell: (r) => <StatusBadge tone={STATUS_TONE[r.status]}>{t(`contractStatuses.${r.status}`)}</StatusBadge>,
      },
      { id: 'contractRate', header: t('contracts.topRate'), align: 'right', value: (r) => `${r.contractRate} %` },
      { id: 'version', header: t('contracts.version'), align: 'right', hidden: true },
      { id: 'offeredAt', header: t('contracts.offeredAt'), sortable: true, value: (r) => formatDateTime(r.offeredAt) },
      {
        id: 'acceptedAt',
        header: t('contracts.acceptedAt'),
        value: (r) => (r.acceptedAt ? formatDateTime(r.acceptedAt) : ''),
      },
      {
        id: 'endedAt',
        header: t('contracts.endedAt'),
        hidden: true,
        value: (r) => (r.endedAt ? formatDateTime(r.endedAt) : ''),
      },
    ],
    [t],
  );
  return (
    <>
      <PageHeader
        title={t('contracts.title')}
        description={t('contracts.description')}
        actions={
          <Can permission="agents.contracts.write">
            <button type="button" className="button button--primary" onClick={() => setOffering(true)}>
              <Handshake size={14} aria-hidden /> {t('offer.open')}
            </button>
          </Can>
        }
      />
      <div className="contract-filters">
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
        <FormField label={t('runs.status')}>
          <select className="input" value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">{t('bills.any')}</option>
            {CONTRACT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`contractStatuses.${s}`)}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <DataGrid
        operation={operatorAgentContracts}
        queryKey={[...AGENT_CONTRACTS_KEY, 'contracts']}
        columns={columns}
        filters={{ kind: (kind || undefined) as Kind | undefined, status: (status || undefined) as Status | undefined }}
        rowKey={(r) => r.id}
        rowActions={(r) => (
          <button
            type="button"
            className="button button--small"
            aria-label={t('contracts.detailsOf', { id: r.id })}
            onClick={() => setDetail(r)}
          >
            <ListTree size={14} aria-hidden /> {t('contracts.details')}
          </button>
        )}
        exportName="agent-contracts"
        initialSort={{ id: 'id', desc: true }}
        caption={t('contracts.caption')}
      />
      {detail ? (
        <ContractDialog
          open
          title={t('contracts.detailTitle', { id: detail.id, kind: t(`kinds.${detail.kind}`) })}
          onClose={() => setDetail(null)}
        >
          <dl className="contract-terms">
            <dt>{t('bills.holder')}</dt>
            <dd>{party(detail.holder)}</dd>
            <dt>{t('contracts.offerer')}</dt>
            <dd>{party(detail.offerer)}</dd>
            <dt>{t('runs.status')}</dt>
            <dd>
              {t(`contractStatuses.${detail.status}`)}
              {detail.endReason ? ` (${t(`endReasons.${detail.endReason}`, { defaultValue: detail.endReason })})` : ''}
            </dd>
            <dt>{t('contracts.product')}</dt>
            <dd>{detail.productType}</dd>
            <dt>{t('runs.period')}</dt>
            <dd>{t(`periods.${detail.computationPeriod}`)}</dd>
            <dt>{t('contracts.version')}</dt>
            <dd>{detail.version}</dd>
          </dl>
          <TermsTable {...detail} />
        </ContractDialog>
      ) : null}
      {offering && (templates.data || templates.isError) ? (
        <OfferDialog templates={templates.data?.list ?? []} onClose={() => setOffering(false)} />
      ) : null}
    </>
  );
};

export default ContractsPage;
