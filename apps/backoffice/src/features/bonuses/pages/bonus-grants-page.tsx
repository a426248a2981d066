import {
  BONUS_GRANT_STATUSES,
  type BonusGrantStatus,
  operatorBonusGrid,
  type OperatorBonusGridRow,
  operatorForfeitBonus,
  operatorWaiveBonus,
  REWARD_SOURCES,
} from '@pagoda/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../components/can';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataGrid, type GridColumn } from '../../../components/data-grid';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { type BadgeTone, StatusBadge } from '../../../components/status-badge';
import { useToast } from '../../../components/toast';
import { apiCall } from '../../../lib/api';
import { errorText } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';

const KEY = ['bonuses'] as const;
const TONE: Record<BonusGrantStatus, BadgeTone> = {
  ACTIVE: 'info',
  COMPLETED: 'success',
  FORFEITED: 'danger',
  WAIVED: 'warning',
};

type Action = { kind: 'waive' | 'forfeit'; row: OperatorBonusGridRow };

/** Every bonus grant with its wagering; waive (maker-checker above the threshold) and forfeit, audited. */
const BonusGrantsPage = () => {
  const { t } = useTranslation('bonuses');
  const toast = useToast();
  const qc = useQueryClient();
  const canManage = usePermission('bonus.manage');
  const [status, setStatus] = useState<BonusGrantStatus | ''>('');
  const [source, setSource] = useState('');
  const [action, setAction] = useState<Action | null>(null);
  const [remark, setRemark] = useState('');
  const act = useMutation({
    mutationFn: async (a: Action) =>
      a.kind === 'waive'
        ? (await apiCall(operatorWaiveBonus, { body: { grantId: a.row.id, remark } })).status
        : (await apiCall(operatorForfeitBonus, { body: { grantId: a.row.id, remark } }), 'EXECUTED'),
    onSettled: () => qc.invalidateQueries({ queryKey: KEY }),
  });

  const columns = useMemo<GridColumn<OperatorBonusGridRow>[]>(
    () => [
      { id: 'id', header: t('col.id'), sortable: true, value: (r) => r.id },
      { id: 'member', header: t('col.member'), value: (r) => r.memberAccount },
      { id: 'source', header: t('col.source'), value: (r) => t(`source.${r.source}`) },
      { id: 'title', header: t('col.title'), value: (r) => r.title },
      {
        id: 'amount',
        header: t('col.amount'),
        align: 'right',
        value: (r) => r.amount,
        cell: (r) => <Money value={r.amount} />,
      },
      {
        id: 'progress',
        header: t('col.progress'),
        value: (r) => `${r.progress} / ${r.requiredTurnover}`,
        cell: (r) => (
          <span>
            <Money value={r.progress} /> / <Money value={r.requiredTurnover} /> ({r.percent}%)
          </span>
        ),
      },
      {
        id: 'status',
        header: t('col.status'),
        value: (r) => r.status,
        cell: (r) => <StatusBadge tone={TONE[r.status]}>{t(`status.${r.status}`)}</StatusBadge>,
      },
      {
        id: 'claimedAt',
        header: t('col.claimedAt'),
        value: (r) => r.claimedAt,
        cell: (r) => formatDateTime(r.claimedAt),
        csv: (r) => new Date(r.claimedAt).toISOString(),
      },
      {
        id: 'closedAt',
        header: t('col.closedAt'),
        value: (r) => r.closedAt ?? '',
        cell: (r) => (r.closedAt ? formatDateTime(r.closedAt) : ''),
        csv: (r) => (r.closedAt ? new Date(r.closedAt).toISOString() : ''),
      },
      { id: 'closedBy', header: t('col.closedBy'), value: (r) => r.closedBy ?? '', hidden: true },
    ],
    [t],
  );

  return (
    <>
      <PageHeader title={t('grants.title')} description={t('grants.description')} />
      <div className="card" style={{ display: 'flex', gap: 12, flexWrap: 'wrap', marginBottom: 12 }}>
        <label>
          {t('filter.status')}{' '}
          <select className="input" value={status} onChange={(e) => setStatus(e.target.value as BonusGrantStatus | '')}>
            <option value="">{t('filter.all')}</option>
            {BONUS_GRANT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('filter.source')}{' '}
          <select className="input" value={source} onChange={(e) => setSource(e.target.value)}>
            <option value="">{t('filter.all')}</option>
            {REWARD_SOURCES.map((s) => (
              <option key={s} value={s}>
                {t(`source.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <DataGrid
        operation={operatorBonusGrid}
        queryKey={KEY}
        columns={columns}
        filters={{ status: status || undefined, source: source || undefined } as never}
        rowKey={(r) => r.id}
        exportName="bonus-grants"
        initialSort={{ id: 'id', desc: true }}
        caption={t('grants.title')}
        rowActions={(r) =>
          canManage && r.status === 'ACTIVE' ? (
            <>
              <button
                type="button"
                className="button button--small"
                aria-label={t('grants.waiveOne', { id: r.id })}
                onClick={() => setAction({ kind: 'waive', row: r })}
              >
                {t('grants.waive')}
              </button>{' '}
              <button
                type="button"
                className="button button--small"
                aria-label={t('grants.forfeitOne', { id: r.id })}
                onClick={() => setAction({ kind: 'forfeit', row: r })}
              >
                {t('grants.forfeit')}
              </button>
            </>
          ) : null
        }
      />
      <ConfirmDialog
        open={action !== null}
        title={action ? t(`grants.${action.kind}Title`, { id: action.row.id }) : ''}
        confirmLabel={action ? t(`grants.${action.kind}`) : ''}
        tone={action?.kind === 'forfeit' ? 'danger' : 'primary'}
        busy={act.isPending}
        onCancel={() => setAction(null)}
        onConfirm={async () => {
          if (!action) return;
          try {
            const status = await act.mutateAsync(action);
            toast.success(t(`grants.done_${status}`));
            setAction(null);
            setRemark('');
          } catch (err) {
            toast.error(errorText(t, err));
          }
        }}
      >
        {action ? (
          <>
            <p>
              {t(`grants.${action.kind}Body`, {
                account: action.row.memberAccount,
                amount: action.row.lockedAmount.toFixed(2),
              })}
            </p>
            <label className="form-field">
              {t('grants.remark')}
              <textarea
                className="input"
                rows={2}
                maxLength={200}
                value={remark}
                onChange={(e) => setRemark(e.target.value)}
              />
            </label>
          </>
        ) : null}
      </ConfirmDialog>
    </>
  );
};

export default BonusGrantsPage;
