import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import type { PrizeTables, Structure } from '../lib/prize-tables';
import { type ImportProblem, type ImportResult, parseResultFile } from '../lib/result-import';
import { ResultTables } from './result-tables';

/** The key of a problem: a syntax error with a line, and a whole missing station, have their own sentence. */
const problemKey = (p: ImportProblem) =>
  p.kind === 'syntax' && p.line !== undefined
    ? 'syntaxLine'
    : p.kind === 'missing' && p.prize === undefined
      ? 'missingStation'
      : p.kind;

/**
 * Import a result from a pasted or uploaded file (JSON or CSV, docs/lottery.md "Back office"): parsed and
 * checked against the draw's structure, shown as a preview; only a clean preview can be submitted.
 */
export const ImportPanel = ({
  structure,
  busy,
  onSubmit,
}: {
  structure: Structure;
  busy: boolean;
  onSubmit: (tables: PrizeTables) => void;
}) => {
  const { t } = useTranslation('lottery');
  const [text, setText] = useState('');
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const readFile = async (file: File | undefined) => {
    if (!file) return;
    const content = await file.text();
    setText(content);
    setPreview(parseResultFile(content, structure));
  };
  return (
    <div className="lottery-import">
      <FormField label={t('import.file')} hint={t('import.formats')}>
        <input
          type="file"
          className="input"
          accept=".json,.csv,application/json,text/csv"
          onChange={(e) => void readFile(e.target.files?.[0])}
        />
      </FormField>
      <FormField label={t('import.paste')}>
        <textarea
          className="input lottery-import__text"
          rows={6}
          value={text}
          spellCheck={false}
          onChange={(e) => {
            setText(e.target.value);
            setPreview(null);
          }}
        />
      </FormField>
      <div className="lottery-actions">
        <button
          type="button"
          className="button"
          disabled={!text.trim()}
          onClick={() => setPreview(parseResultFile(text, structure))}
        >
          {t('import.preview')}
        </button>
      </div>
      {preview ? (
        preview.problems.length > 0 ? (
          <div className="form-error" role="alert">
            <p>{t('import.refused', { count: preview.problems.length })}</p>
            <ul>
              {preview.problems.slice(0, 20).map((p, i) => (
                <li key={i}>{t(`import.problems.${problemKey(p)}`, { ...p })}</li>
              ))}
            </ul>
          </div>
        ) : (
          <>
            <ResultTables structure={structure} tables={preview.tables} caption={t('import.previewCaption')} />
            <div className="lottery-actions">
              <button
                type="button"
                className="button button--primary"
                disabled={busy}
                aria-busy={busy}
                onClick={() => onSubmit(preview.tables)}
              >
                {t('import.submit')}
              </button>
            </div>
          </>
        )
      ) : null}
    </div>
  );
};
