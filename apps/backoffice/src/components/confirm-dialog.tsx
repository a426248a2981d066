import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A modal question on the native <dialog> (focus trap, Escape and the top layer come with it).
 * `onConfirm` may be async: the confirm button waits (busy) and the dialog stays open on failure.
 */
export const ConfirmDialog = ({
  open,
  title,
  children,
  confirmLabel,
  tone = 'primary',
  busy = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title?: string;
  children?: ReactNode;
  confirmLabel?: string;
  tone?: 'primary' | 'danger';
  busy?: boolean;
  onConfirm: () => void | Promise<void>;
  onCancel: () => void;
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
      className="dialog"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onCancel();
      }}
    >
      {open ? (
        <form
          method="dialog"
          onSubmit={(e) => {
            e.preventDefault();
            void onConfirm();
          }}
        >
          <h2 id={titleId} className="dialog__title">
            {title ?? t('confirm.title')}
          </h2>
          <div className="dialog__body">{children}</div>
          <div className="dialog__actions">
            <button type="button" className="button" onClick={onCancel} disabled={busy}>
              {t('actions.cancel')}
            </button>
            <button type="submit" className={`button button--${tone}`} disabled={busy} aria-busy={busy}>
              {confirmLabel ?? t('actions.confirm')}
            </button>
          </div>
        </form>
      ) : null}
    </dialog>
  );
};
