import { type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, useId } from 'react';

type Common = {
  label: string;
  error?: string | null;
  /** Help under the control, shown while there is no error. */
  hint?: ReactNode;
};

type Props = InputHTMLAttributes<HTMLInputElement> &
  Common & {
    /** The input's ref, so a form library can register the field (`{...register('amount')}`). */
    ref?: Ref<HTMLInputElement>;
    addon?: ReactNode;
  };

/** The label, the control and its error line (or hint), linked by id and aria-describedby. */
const FieldFrame = ({
  label,
  error,
  hint,
  children,
}: Common & {
  children: (a11y: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}) => {
  const id = useId();
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? `${id}-err` : hint ? `${id}-hint` : undefined,
      })}
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

/**
 * A labelled input with its own error line, announced to screen readers and linked to the input
 * by aria-describedby (the hint when there is no error).
 */
export const Field = ({ label, error, addon, hint, ...input }: Props) => (
  <FieldFrame label={label} error={error} hint={hint}>
    {(a11y) => (
      <div className="field__row">
        <input {...a11y} {...input} />
        {addon}
      </div>
    )}
  </FieldFrame>
);

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> &
  Common & {
    /** The select's ref, so a form library can register it. */
    ref?: Ref<HTMLSelectElement>;
  };

/** A labelled select with the same error and hint wiring as Field. */
export const SelectField = ({ label, error, hint, children, ...select }: SelectProps) => (
  <FieldFrame label={label} error={error} hint={hint}>
    {(a11y) => (
      <select {...a11y} {...select}>
        {children}
      </select>
    )}
  </FieldFrame>
);

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
