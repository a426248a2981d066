import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A large modal form on the native <dialog> (focus trap and Escape come with it). */
export const ContentDialog = ({
  open,
  title,
  busy,
  error,
  onSubmit,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  busy: boolean;
  error?: string | null;
  onSubmit: () => void;
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
      className="dialog content-dialog"
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
            onSubmit();
          }}
        >
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <div className="dialog__body content-dialog__body">{children}</div>
          {error ? (
            <p className="form-error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="dialog__actions">
            <button type="button" className="button" onClick={onClose} disabled={busy}>
              {t('actions.cancel')}
            </button>
            <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
              {t('actions.save')}
            </button>
          </div>
        </form>
      ) : null}
    </dialog>
  );
};
