import { type OperationValue, operatorSearchAudit } from '@pagoda/contracts';
import { Eye } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid, type GridColumn } from '../../../components/data-grid';
import { FormField } from '../../../components/form-field';
import { PageHeader } from '../../../components/page-header';
import { formatDateTime } from '../../../lib/format';
import { ChangeDiff } from '../components/change-diff';
import '../audit.css';

type Row = OperationValue<typeof operatorSearchAudit>['list'][number];
type Filters = { actor: string; action: string; target: string; from: string; to: string };
const EMPTY: Filters = { actor: '', action: '', target: '', from: '', to: '' };

/** The audit log: who did what, when and from where, searchable and exportable, with each change's diff. */
const AuditPage = () => {
  const { t } = useTranslation('audit');
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [open, setOpen] = useState<Row | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (open && d && !d.open) d.showModal?.();
    if (!open && d?.open) d.close?.();
  }, [open]);

  const columns: GridColumn<Row>[] = [
    {
      id: 'time',
      header: t('column.time'),
      sortable: true,
      value: (r) => formatDateTime(r.time),
      csv: (r) => new Date(r.time).toISOString(),
    },
    { id: 'actor', header: t('column.actor'), sortable: true },
    { id: 'action', header: t('column.action'), sortable: true },
    { id: 'target', header: t('column.target') },
    { id: 'ip', header: t('column.ip') },
    { id: 'detail', header: t('column.detail'), hidden: true, value: (r) => JSON.stringify(r.detail) },
  ];
  const field = (name: keyof Filters, type = 'text') => (
    <FormField label={t(`filter.${name}`)}>
      <input
        className="input"
        type={type}
        value={draft[name]}
        onChange={(e) => setDraft((d) => ({ ...d, [name]: e.target.value }))}
      />
    </FormField>
  );
  const clean = (v: string) => v.trim() || undefined;
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <form
        className="audit-filters"
        aria-label={t('filter.title')}
        onSubmit={(e) => {
          e.preventDefault();
          setFilters(draft);
        }}
      >
        {field('actor')}
        {field('action')}
        {field('target')}
        {field('from', 'date')}
        {field('to', 'date')}
        <button type="submit" className="button button--primary">
          {t('common:actions.apply')}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            setDraft(EMPTY);
            setFilters(EMPTY);
          }}
        >
          {t('common:actions.reset')}
        </button>
      </form>
      <DataGrid
        operation={operatorSearchAudit}
        queryKey={['audit']}
        columns={columns}
        filters={{
          actor: clean(filters.actor),
          action: clean(filters.action),
          target: clean(filters.target),
          from: clean(filters.from),
          to: clean(filters.to),
        }}
        rowKey={(r) => r.id}
        exportName="audit-log"
        initialSort={{ id: 'time', desc: true }}
        caption={t('title')}
        rowActions={(r) => (
          <button
            type="button"
            className="button button--small"
            aria-label={t('detailsOf', { action: r.action, id: r.id })}
            onClick={() => setOpen(r)}
          >
            <Eye aria-hidden size={14} /> {t('details')}
          </button>
        )}
      />
      <dialog
        ref={dialog}
        className="dialog audit-dialog"
        aria-labelledby="audit-detail-title"
        onClose={() => setOpen(null)}
      >
        {open ? (
          <>
            <h2 id="audit-detail-title" className="dialog__title">
              {open.action} · {open.target}
            </h2>
            <div className="dialog__body">
              <p className="muted">
                {open.actor} · {formatDateTime(open.time)} · {open.ip || '—'}
              </p>
              <ChangeDiff detail={open.detail} />
            </div>
            <div className="dialog__actions">
              <button type="button" className="button" onClick={() => setOpen(null)}>
                {t('common:actions.close')}
              </button>
            </div>
          </>
        ) : null}
      </dialog>
    </>
  );
};

export default AuditPage;
