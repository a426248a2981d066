import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  /** The input's ref, so a form library can register the field (`{...register('amount')}`). */
  ref?: Ref<HTMLInputElement>;
  label: string;
  error?: string | null;
  addon?: ReactNode;
  hint?: string;
};

/**
 * A labelled input with its own error line, announced to screen readers and linked to the input
 * by aria-describedby (the hint when there is no error).
 */
export const Field = ({ label, error, addon, hint, ...input }: Props) => {
  const id = useId();
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className="field__row">
        <input
          id={id}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-err` : hint ? `${id}-hint` : undefined}
          {...input}
        />
        {addon}
      </div>
      {error ? (
        <p id={`${id}-err`} className="field__error" role="alert">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
};

export const Tabs = <T extends string>({
  tabs,
  value,
  onChange,
  label,
}: {
  tabs: { id: T; label: string }[];
  value: T;
  onChange: (t: T) => void;
  label: string;
}) => (
  <div className="tabs" role="tablist" aria-label={label}>
    {tabs.map((tab) => (
      <button
        key={tab.id}
        type="button"
        role="tab"
        aria-selected={tab.id === value}
        className={tab.id === value ? 'is-active' : ''}
        onClick={() => onChange(tab.id)}
      >
        {tab.label}
      </button>
    ))}
  </div>
);
