import type { ConfigRegisterRule } from '@pagoda/contracts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePatternCheck } from '../api/register-rules';

type Patterns = { id: number; pattern: string }[];

/** Waits for the typing to pause before asking the server about a pattern. */
const useDebounced = <T,>(value: T, ms: number) => {
  const [v, setV] = useState(value);
  useEffect(() => {
    const h = window.setTimeout(() => setV(value), ms);
    return () => window.clearTimeout(h);
  }, [value, ms]);
  return v;
};

/**
 * Edits one field's rule beside the preview (not in a modal: the preview stays usable while editing). Every change goes to `onDraft` (the preview shows it) once the
 * server has found the pattern safe; Save sends it.
 */
export const RuleEditor = ({
  rule,
  patterns,
  busy,
  onDraft,
  onSave,
  onClose,
}: {
  rule: ConfigRegisterRule;
  patterns: Patterns;
  busy: boolean;
  onDraft: (draft: ConfigRegisterRule | null) => void;
  onSave: (rule: ConfigRegisterRule) => void;
  onClose: () => void;
}) => {
  const { t } = useTranslation('config');
  const id = useId();
  const [draft, setDraft] = useState(rule);
  const pattern = useDebounced(draft.acceptedPattern, 300);
  const check = usePatternCheck(pattern);
  const settled = pattern === draft.acceptedPattern && check.data !== undefined && !check.isFetching;
  const safe = settled && check.data?.ok === true;
  const lengthOk = draft.minLength <= draft.maxLength && draft.minLength >= 0 && draft.maxLength >= 1;

  useEffect(() => {
    onDraft(safe && lengthOk ? draft : null);
  }, [draft, safe, lengthOk, onDraft]);

  const set = <K extends keyof ConfigRegisterRule>(k: K, v: ConfigRegisterRule[K]) =>
    setDraft((d) => ({ ...d, [k]: v }));
  const number = (raw: string) => (raw === '' ? 0 : Math.trunc(Number(raw)));

  return (
    <section className="card cfg-card cfg-rule-editor" aria-labelledby={`${id}-title`}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (safe && lengthOk) onSave(draft);
        }}
      >
        <h2 id={`${id}-title`} className="cfg-card__title">
          {t('rules.editTitle', { field: t(`fields.${rule.field}`) })}
        </h2>
        <div className="cfg-form">
          <label className="checkbox">
            <input type="checkbox" checked={draft.enabled} onChange={(e) => set('enabled', e.target.checked)} />
            {t('rules.enabled')}
          </label>
          <label className="checkbox">
            <input type="checkbox" checked={draft.required} onChange={(e) => set('required', e.target.checked)} />
            {t('rules.required')}
          </label>
          <div className="cfg-form__row">
            <div className="field">
              <label className="field__label" htmlFor={`${id}-min`}>
                {t('rules.minLength')}
              </label>
              <input
                id={`${id}-min`}
                className="input"
                type="number"
                min={0}
                max={255}
                value={draft.minLength}
                onChange={(e) => set('minLength', number(e.target.value))}
              />
            </div>
            <div className="field">
              <label className="field__label" htmlFor={`${id}-max`}>
                {t('rules.maxLength')}
              </label>
              <input
                id={`${id}-max`}
                className="input"
                type="number"
                min={1}
                max={255}
                value={draft.maxLength}
                onChange={(e) => set('maxLength', number(e.target.value))}
              />
            </div>
          </div>
          {lengthOk ? null : (
            <p className="field__error" role="alert">
              {t('rules.lengthOrder')}
            </p>
          )}
          <div className="field">
            <label className="field__label" htmlFor={`${id}-pid`}>
              {t('rules.patternId')}
            </label>
            <select
              id={`${id}-pid`}
              className="input"
              value={draft.patternId}
              onChange={(e) => {
                const pid = Number(e.target.value);
                setDraft((d) => ({
                  ...d,
                  patternId: pid,
                  acceptedPattern: patterns.find((p) => p.id === pid)?.pattern ?? d.acceptedPattern,
                }));
              }}
            >
              {patterns.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.id}: {t(`patterns.${p.id}`)}
                </option>
              ))}
            </select>
            <p className="field__hint">{t('rules.patternIdHint')}</p>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-re`}>
              {t('rules.pattern')}
            </label>
            <input
              id={`${id}-re`}
              className="input cfg-pattern-input"
              value={draft.acceptedPattern}
              maxLength={200}
              spellCheck={false}
              aria-describedby={`${id}-check`}
              onChange={(e) => set('acceptedPattern', e.target.value)}
            />
            <p
              id={`${id}-check`}
              className={`cfg-verdict cfg-verdict--${safe ? 'pass' : settled ? 'fail' : 'wait'}`}
              role="status"
            >
              {!draft.acceptedPattern
                ? t('rules.patternEmpty')
                : !settled
                  ? t('rules.checking')
                  : safe
                    ? t('rules.patternOk')
                    : t(`rules.problem.${check.data?.problem ?? 'SYNTAX'}`, { message: check.data?.message ?? '' })}
            </p>
          </div>
        </div>
        <div className="cfg-actions">
          <button type="button" className="button" onClick={onClose} disabled={busy}>
            {t('cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={busy || !safe || !lengthOk}>
            {t('save')}
          </button>
        </div>
      </form>
    </section>
  );
};
