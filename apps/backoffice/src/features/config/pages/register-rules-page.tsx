import type { ConfigRegisterRule } from '@pagoda/contracts';
import { Pencil } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../components/can';
import { PageHeader } from '../../../components/page-header';
import { useRegisterRules, useSetRegisterRule } from '../api/register-rules';
import { RegisterPreview } from '../components/register-preview';
import { RuleEditor } from '../components/rule-editor';
import { SectionState } from '../components/section-state';
import '../config.css';

/** Registration rules per field, and the portal's registration form live with them. */
const RegisterRulesPage = () => {
  const { t } = useTranslation('config');
  const rules = useRegisterRules();
  const save = useSetRegisterRule();
  const canWrite = usePermission('config.write');
  const [editing, setEditing] = useState<ConfigRegisterRule | null>(null);
  const [draft, setDraft] = useState<ConfigRegisterRule | null>(null);
  const onDraft = useCallback((d: ConfigRegisterRule | null) => setDraft(d), []);
  const close = () => {
    setEditing(null);
    setDraft(null);
  };

  if (!rules.data)
    return (
      <>
        <PageHeader title={t('rules.title')} description={t('rules.description')} />
        <SectionState error={rules.error} onRetry={() => void rules.refetch()} />
      </>
    );
  const { list, patterns } = rules.data;
  return (
    <>
      <PageHeader title={t('rules.title')} description={t('rules.description')} />
      <div className="cfg-split">
        <section className="card cfg-card" aria-labelledby="cfg-rules-title">
          <h2 id="cfg-rules-title" className="cfg-card__title">
            {t('rules.tableTitle')}
          </h2>
          <div className="grid__scroll">
            <table className="grid__table">
              <thead>
                <tr>
                  <th scope="col">{t('rules.field')}</th>
                  <th scope="col">{t('rules.enabled')}</th>
                  <th scope="col">{t('rules.required')}</th>
                  <th scope="col">{t('rules.length')}</th>
                  <th scope="col">{t('rules.pattern')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('rules.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((r) => (
                  <tr key={r.field}>
                    <th scope="row">{t(`fields.${r.field}`)}</th>
                    <td>
                      <span className={`badge badge--${r.enabled ? 'success' : 'neutral'}`}>
                        {r.enabled ? t('on') : r.configured ? t('off') : t('rules.notConfigured')}
                      </span>
                    </td>
                    <td>{r.required ? t('yes') : t('no')}</td>
                    <td>
                      {r.minLength}–{r.maxLength}
                    </td>
                    <td>
                      <span className="cfg-pattern-name">
                        {r.patternId}: {t(`patterns.${r.patternId}`)}
                      </span>
                      <code className="cfg-pattern">{r.acceptedPattern}</code>
                    </td>
                    <td>
                      {canWrite ? (
                        <button
                          type="button"
                          className="button button--small"
                          aria-label={t('rules.editField', { field: t(`fields.${r.field}`) })}
                          onClick={() => setEditing(r)}
                        >
                          <Pencil size={14} aria-hidden />
                          {t('edit')}
                        </button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
        <div className="cfg-stack">
          {editing ? (
            <RuleEditor
              key={editing.field}
              rule={editing}
              patterns={patterns}
              busy={save.isPending}
              onDraft={onDraft}
              onClose={close}
              onSave={(r) =>
                save.mutate(
                  {
                    field: r.field,
                    enabled: r.enabled,
                    required: r.required,
                    minLength: r.minLength,
                    maxLength: r.maxLength,
                    patternId: r.patternId,
                    acceptedPattern: r.acceptedPattern,
                  },
                  { onSuccess: close },
                )
              }
            />
          ) : null}
          <RegisterPreview rules={list} draft={draft} />
        </div>
      </div>
    </>
  );
};
export default RegisterRulesPage;
