import { type OperationValue, operatorSettlementRuns, SETTLEMENT_SCHEDULES } from '@pagoda/contracts';
import { Play, RotateCcw } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../components/can';
import { DataGrid, type GridColumn } from '../../../components/data-grid';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { StatusBadge } from '../../../components/status-badge';
import { useToast } from '../../../components/toast';
import { errorText } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { AGENT_CONTRACTS_KEY, useReplaySettlementRun, useRunSettlement } from '../api/agent-contracts';
import '../agent-contracts.css';

type Row = OperationValue<typeof operatorSettlementRuns>['list'][number];
const TONE = { RUNNING: 'info', DONE: 'success', FAILED: 'danger' } as const;

/** Settlement runs with their status; run a schedule now, replay a failed run. */
const SettlementRunsPage = () => {
  const { t } = useTranslation('agent-contracts');
  const toast = useToast();
  const run = useRunSettlement();
  const replay = useReplaySettlementRun();
  const runNow = async (schedule: (typeof SETTLEMENT_SCHEDULES)[number]) => {
    try {
      const r = await run.mutateAsync({ schedule });
      toast.success(t('runs.ran', { count: r.runs.reduce((n, x) => n + x.bills, 0) }));
    } catch (err) {
      toast.error(errorText(t, err));
    }
  };
  const columns = useMemo<GridColumn<Row>[]>(
    () => [
      { id: 'id', header: t('runs.id'), sortable: true },
      { id: 'kind', header: t('runs.kind'), value: (r) => t(`kinds.${r.kind}`) },
      { id: 'periodKey', header: t('runs.period') },
      { id: 'trigger', header: t('runs.trigger'), value: (r) => t(`triggers.${r.trigger}`) },
      {
        id: 'status',
        header: t('runs.status'),
        cell: (r) => <StatusBadge tone={TONE[r.status]}>{t(`statuses.${r.status}`)}</StatusBadge>,
      },
      { id: 'startedAt', header: t('runs.startedAt'), value: (r) => formatDateTime(r.startedAt) },
      { id: 'bills', header: t('runs.bills'), align: 'right' },
      { id: 'total', header: t('runs.total'), align: 'right', cell: (r) => <Money value={r.total} /> },
      { id: 'error', header: t('runs.error'), value: (r) => r.error ?? '' },
      {
        id: 'actions',
        header: t('runs.actions'),
        cell: (r) =>
          r.status === 'FAILED' ? (
            <Can permission="agents.settlement.run">
              <button
                type="button"
                className="button button--small"
                disabled={replay.isPending}
                onClick={() =>
                  void replay.mutateAsync({ runId: r.id }).then(
                    () => toast.success(t('runs.replayed')),
                    (err: unknown) => toast.error(errorText(t, err)),
                  )
                }
              >
                <RotateCcw size={14} aria-hidden /> {t('runs.replay')}
              </button>
            </Can>
          ) : null,
      },
    ],
    [t, replay, toast],
  );
  return (
    <>
      <PageHeader title={t('runs.title')} description={t('runs.description')} />
      <Can permission="agents.settlement.run">
        <div className="runs-toolbar" role="group" aria-label={t('runs.runNow')}>
          {SETTLEMENT_SCHEDULES.map((s) => (
            <button key={s} type="button" className="button" disabled={run.isPending} onClick={() => void runNow(s)}>
              <Play size={14} aria-hidden /> {t(`schedules.${s}`)}
            </button>
          ))}
        </div>
      </Can>
      <DataGrid
        operation={operatorSettlementRuns}
        queryKey={[...AGENT_CONTRACTS_KEY, 'runs']}
        columns={columns}
        rowKey={(r) => r.id}
        exportName="settlement-runs"
        initialSort={{ id: 'id', desc: true }}
        caption={t('runs.caption')}
      />
    </>
  );
};

export default SettlementRunsPage;
