import { type OperationValue, operatorListLogins } from '@pagoda/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid, type GridColumn } from '../../../components/data-grid';
import { type BadgeTone, StatusBadge } from '../../../components/status-badge';
import { formatDateTime } from '../../../lib/format';

type Row = OperationValue<typeof operatorListLogins>['list'][number];
const TONE: Record<string, BadgeTone> = { OK: 'success', ENROLLED: 'success', LOCKED: 'danger', IP_DENIED: 'danger' };

/** The sign-in attempts of one operator: time, step, outcome, address and browser. */
export const LoginsDialog = ({
  operator,
  onClose,
}: {
  operator: { id: number; username: string };
  onClose: () => void;
}) => {
  const { t } = useTranslation('operators');
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (ref.current && !ref.current.open) ref.current.showModal?.();
  }, []);
  const columns: GridColumn<Row>[] = [
    {
      id: 'time',
      header: t('logins.time'),
      value: (r) => formatDateTime(r.time),
      csv: (r) => new Date(r.time).toISOString(),
    },
    { id: 'step', header: t('logins.step'), value: (r) => t(`logins.stepName.${r.step}`, { defaultValue: r.step }) },
    {
      id: 'outcome',
      header: t('logins.outcome'),
      cell: (r) => (
        <StatusBadge tone={TONE[r.outcome] ?? 'warning'}>
          {t(`logins.outcomeName.${r.outcome}`, { defaultValue: r.outcome })}
        </StatusBadge>
      ),
      csv: (r) => r.outcome,
    },
    { id: 'ip', header: t('logins.ip') },
    { id: 'userAgent', header: t('logins.userAgent') },
  ];
  return (
    <dialog ref={ref} className="dialog operators-dialog--wide" aria-labelledby="logins-title" onClose={onClose}>
      <h2 id="logins-title" className="dialog__title">
        {t('logins.title', { username: operator.username })}
      </h2>
      <div className="dialog__body">
        <DataGrid
          operation={operatorListLogins}
          queryKey={['operators', 'logins']}
          columns={columns}
          filters={{ operatorId: operator.id }}
          rowKey={(r) => r.id}
          searchable={false}
          exportName={`logins-${operator.username}`}
          initialPageSize={20}
          caption={t('logins.title', { username: operator.username })}
        />
      </div>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onClose}>
          {t('common:actions.close')}
        </button>
      </div>
    </dialog>
  );
};
