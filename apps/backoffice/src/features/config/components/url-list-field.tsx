import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** A list of base URLs edited as lines of a text area (empty lines are dropped). */
export const UrlListField = ({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string[];
  onChange: (next: string[]) => void;
  error?: string | undefined;
}) => {
  const { t } = useTranslation('config');
  const id = useId();
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="input cfg-textarea cfg-pattern-input"
        rows={3}
        defaultValue={value.join('\n')}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        onChange={(e) =>
          onChange(
            e.target.value
              .split('\n')
              .map((l) => l.trim())
              .filter(Boolean),
          )
        }
      />
      <p id={`${id}-hint`} className="field__hint">
        {t('general.cdnHint')}
      </p>
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
};
