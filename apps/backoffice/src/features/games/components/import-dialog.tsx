import { GAMES_IMPORT_MAX_CHARS, type OperationValue, type operatorImportGames } from '@pagoda/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { StatusBadge } from '../../../components/status-badge';
import { errorText } from '../../../lib/error-message';
import { useImportGames } from '../api/games-admin';

type Picked = { name: string; format: 'csv' | 'json'; content: string };
type Report = OperationValue<typeof operatorImportGames>;

/**
 * Imports games from a CSV or JSON file (the games-import format). The server checks every row first;
 * one bad row and nothing is written: the dialog then lists each refused row with its field and reason.
 */
export const ImportDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const [busy, setBusy] = useState(false);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal?.();
    if (!open && d.open) d.close?.();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="dialog games-import"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onClose();
      }}
    >
      {open ? <ImportForm titleId={titleId} onClose={onClose} onBusy={setBusy} /> : null}
    </dialog>
  );
};

const ImportForm = ({
  titleId,
  onClose,
  onBusy,
}: {
  titleId: string;
  onClose: () => void;
  onBusy: (busy: boolean) => void;
}) => {
  const { t } = useTranslation('games');
  const importGames = useImportGames();
  const [file, setFile] = useState<Picked | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [vendor, setVendor] = useState('');
  const [report, setReport] = useState<Report | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const pick = async (f: File | undefined) => {
    setFile(null);
    setReport(null);
    setFailure(null);
    setFileError(null);
    if (!f) return;
    const format = /\.json$/i.test(f.name) ? 'json' : /\.csv$/i.test(f.name) ? 'csv' : null;
    if (!format) return setFileError(t('import.badType'));
    const content = await f.text();
    if (!content.trim() || content.length > GAMES_IMPORT_MAX_CHARS) return setFileError(t('import.badSize'));
    setFile({ name: f.name, format, content });
  };

  const run = async () => {
    if (!file) return setFileError(t('import.noFile'));
    setFailure(null);
    try {
      setReport(
        await importGames.mutateAsync({ format: file.format, content: file.content, ...(vendor ? { vendor } : {}) }),
      );
    } catch (err) {
      setFailure(errorText(t, err));
    }
  };

  const busy = importGames.isPending;
  useEffect(() => onBusy(busy), [busy, onBusy]);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void run();
      }}
    >
      <h2 id={titleId} className="dialog__title">
        {t('import.title')}
      </h2>
      <div className="dialog__body">
        <p className="games-muted">{t('import.description')}</p>
        <FormField label={t('import.file')} hint={t('import.fileHint')} error={fileError ?? undefined}>
          <input
            type="file"
            accept=".csv,.json,text/csv,application/json"
            onChange={(e) => void pick(e.target.files?.[0])}
          />
        </FormField>
        <FormField label={t('import.vendor')} hint={t('import.vendorHint')}>
          <input
            value={vendor}
            maxLength={32}
            onChange={(e) => setVendor(e.target.value.replace(/[^A-Za-z0-9_]/g, ''))}
          />
        </FormField>
        {failure ? (
          <p className="field__error" role="alert">
            {failure}
          </p>
        ) : null}
        {report ? <ImportReport report={report} /> : null}
      </div>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onClose} disabled={busy}>
          {t('common:actions.close')}
        </button>
        <button type="submit" className="button button--primary" disabled={busy || !file} aria-busy={busy}>
          {t('import.run')}
        </button>
      </div>
    </form>
  );
};

const ImportReport = ({ report }: { report: Report }) => {
  const { t } = useTranslation('games');
  if (report.imported)
    return (
      <p role="status">
        <StatusBadge tone="success">{t('import.done')}</StatusBadge>{' '}
        {t('import.summary', { rows: report.rows, inserted: report.inserted, updated: report.updated })}
      </p>
    );
  return (
    <div role="alert" className="games-import__report">
      <p>
        <StatusBadge tone="danger">{t('import.refused')}</StatusBadge>{' '}
        {t('import.refusedSummary', { count: report.errors.length, rows: report.rows })}
      </p>
      <div className="games-import__table" tabIndex={0} role="region" aria-label={t('import.errors')}>
        <table className="grid__table">
          <caption className="visually-hidden">{t('import.errors')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('import.row')}</th>
              <th scope="col">{t('import.field')}</th>
              <th scope="col">{t('import.message')}</th>
            </tr>
          </thead>
          <tbody>
            {report.errors.map((e) => (
              <tr key={`${e.row}-${e.field}-${e.message}`}>
                <td>{e.row}</td>
                <td>{e.field}</td>
                <td>{e.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
};
