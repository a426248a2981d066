import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Icon } from './icons';

type PanelProps = {
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  /** Wider panel for tables (history, paytable). */
  wide?: boolean;
};

/**
 * A modal panel on the native <dialog>: the browser traps focus, closes on Escape and restores focus to the
 * button that opened it, which a hand-made overlay would have to reimplement.
 */
export const Panel = ({ title, closeLabel, onClose, children, wide }: PanelProps) => {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    return () => dialog?.close?.();
  }, []);
  return (
    <dialog
      ref={ref}
      className={wide ? 'studio-panel is-wide' : 'studio-panel'}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        // A click on the dialog element itself (not its content) is a click on the backdrop.
        if (e.target === ref.current) onClose();
      }}
    >
      <div className="studio-panel-inner">
        <header className="studio-panel-head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="studio-icon-button" aria-label={closeLabel} onClick={onClose}>
            <Icon name="close" />
          </button>
        </header>
        {/* Focusable so keyboard users can scroll a long panel (the paytable) without a pointer. */}
        <div className="studio-panel-body" tabIndex={0}>
          {children}
        </div>
      </div>
    </dialog>
  );
};
