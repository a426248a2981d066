import { useTranslation } from 'react-i18next';

const text = (v: unknown) => (v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v));

/** Field-by-field before and after of a change; changed fields are marked in words, not only colour. */
export const ChangeDiff = ({ detail }: { detail: Record<string, unknown> }) => {
  const { t } = useTranslation('audit');
  const before = (detail.before ?? null) as Record<string, unknown> | null;
  const after = (detail.after ?? null) as Record<string, unknown> | null;
  const rest = Object.fromEntries(Object.entries(detail).filter(([k]) => k !== 'before' && k !== 'after'));
  const hasDiff = 'before' in detail || 'after' in detail;
  const scalar = (v: unknown) => v === null || typeof v !== 'object' || Array.isArray(v);
  const keys = [
    ...new Set([
      ...Object.keys(before && !scalar(before) ? before : {}),
      ...Object.keys(after && !scalar(after) ? after : {}),
    ]),
  ];
  return (
    <div className="audit-diff">
      {hasDiff ? (
        keys.length ? (
          <table className="grid__table">
            <caption className="visually-hidden">{t('diff.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('diff.field')}</th>
                <th scope="col">{t('diff.before')}</th>
                <th scope="col">{t('diff.after')}</th>
                <th scope="col">{t('diff.change')}</th>
              </tr>
            </thead>
            <tbody>
              {keys.map((k) => {
                const b = before?.[k];
                const a = after?.[k];
                const changed = text(b) !== text(a);
                return (
                  <tr key={k} className={changed ? 'audit-diff__changed' : undefined}>
                    <th scope="row">{k}</th>
                    <td>{text(b)}</td>
                    <td>{text(a)}</td>
                    <td>{changed ? t('diff.changed') : t('diff.same')}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        ) : (
          <p>
            {t('diff.before')}: {text(before) || '—'} → {t('diff.after')}: {text(after) || '—'}
          </p>
        )
      ) : null}
      {Object.keys(rest).length ? <pre className="audit-json">{JSON.stringify(rest, null, 2)}</pre> : null}
      {!hasDiff && !Object.keys(rest).length ? <p className="muted">{t('diff.none')}</p> : null}
    </div>
  );
};
