import {
  APPROVAL_KINDS,
  APPROVAL_STATUSES,
  type ApprovalKind,
  type ApprovalStatus,
  operatorListApprovals,
} from '@pagoda/contracts';
import type { OperationValue } from '@pagoda/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataGrid, type GridColumn } from '../../../components/data-grid';
import { FormField } from '../../../components/form-field';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { formatDateTime } from '../../../lib/format';
import { ApprovalStatusBadge } from '../components/approval-status';
import { ThresholdsCard } from '../components/thresholds-card';
import '../approvals.css';

type Row = OperationValue<typeof operatorListApprovals>['list'][number];

/** Maker-checker requests: pending first; a checker opens one to approve or reject it. */
const ApprovalsPage = () => {
  const { t } = useTranslation('approvals');
  const [status, setStatus] = useState<ApprovalStatus | ''>('PENDING');
  const [kind, setKind] = useState<ApprovalKind | ''>('');
  const columns: GridColumn<Row>[] = [
    { id: 'id', header: t('column.id') },
    { id: 'kind', header: t('column.kind'), value: (r) => t(`kind.${r.kind}`) },
    { id: 'summary', header: t('column.summary') },
    {
      id: 'amount',
      header: t('column.amount'),
      sortable: true,
      align: 'right',
      cell: (r) => (r.amount === null ? '' : <Money value={r.amount} />),
    },
    { id: 'maker', header: t('column.maker') },
    { id: 'checker', header: t('column.checker') },
    {
      id: 'status',
      header: t('column.status'),
      cell: (r) => <ApprovalStatusBadge status={r.status} />,
      csv: (r) => r.status,
    },
    {
      id: 'createdAt',
      header: t('column.createdAt'),
      sortable: true,
      value: (r) => formatDateTime(r.createdAt),
      csv: (r) => new Date(r.createdAt).toISOString(),
    },
    {
      id: 'decidedAt',
      header: t('column.decidedAt'),
      sortable: true,
      hidden: true,
      value: (r) => formatDateTime(r.decidedAt),
    },
  ];
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <div className="access-filters">
        <FormField label={t('filter.status')}>
          <select className="input" value={status} onChange={(e) => setStatus(e.target.value as ApprovalStatus | '')}>
            <option value="">{t('filter.all')}</option>
            {APPROVAL_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label={t('filter.kind')}>
          <select className="input" value={kind} onChange={(e) => setKind(e.target.value as ApprovalKind | '')}>
            <option value="">{t('filter.all')}</option>
            {APPROVAL_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`kind.${k}`)}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <DataGrid
        operation={operatorListApprovals}
        queryKey={['approvals']}
        columns={columns}
        filters={{ status: status || undefined, kind: kind || undefined }}
        rowKey={(r) => r.id}
        searchable={false}
        exportName="approvals"
        initialSort={{ id: 'createdAt', desc: true }}
        caption={t('title')}
        rowActions={(r) => (
          <Link className="button button--small" to={`/approvals/${r.id}`} aria-label={t('openOf', { id: r.id })}>
            {r.canDecide ? t('review') : t('open')}
          </Link>
        )}
      />
      <ThresholdsCard />
    </>
  );
};

export default ApprovalsPage;
