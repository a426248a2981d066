import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A modal form on the native <dialog> (focus trap, Escape and the top layer come with it): Cancel and
 * the submit label, or, without `onSubmit`, a read-only view with Close. `className` names the
 * feature's own block (its body is `<className>__body`), so each feature keeps its own sizes.
 */
export const FormDialog = ({
  open,
  title,
  className,
  busy = false,
  error,
  submitLabel,
  onSubmit,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  className: string;
  busy?: boolean;
  error?: string | null;
  submitLabel?: string;
  onSubmit?: () => void;
  onClose: () => void;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
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
      className={`dialog ${className}`}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onClose();
      }}
    >
      {open ? (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            onSubmit?.();
          }}
        >
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <div className={`dialog__body ${className}__body`}>{children}</div>
          {error ? (
            <p className="form-error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="dialog__actions">
            <button type="button" className="button" onClick={onClose} disabled={busy}>
              {onSubmit ? t('actions.cancel') : t('actions.close')}
            </button>
            {onSubmit ? (
              <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
                {submitLabel ?? t('actions.save')}
              </button>
            ) : null}
          </div>
        </form>
      ) : null}
    </dialog>
  );
};
