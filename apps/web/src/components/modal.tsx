import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { MODAL_DELAY_MS } from '../lib/ui-timings';
import './modal.css';

type Props = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
};

let openCount = 0;
let savedScroll = 0;

/** Locks page scroll while any modal is open and puts the page back where it was on close. */
const lockScroll = () => {
  if (openCount++ === 0) {
    savedScroll = window.scrollY;
    document.body.style.top = `-${savedScroll}px`;
    document.body.classList.add('scroll-locked');
  }
};
const unlockScroll = () => {
  if (--openCount === 0) {
    document.body.classList.remove('scroll-locked');
    document.body.style.top = '';
    window.scrollTo(0, savedScroll);
  }
};

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),select,textarea,[tabindex]:not([tabindex="-1"])';

/**
 * The shared modal wrapper: opens and closes with a 100 ms transition, ignores clicks on
 * the backdrop, locks scroll, traps focus, closes on Escape and returns focus to the opener.
 */
export const Modal = ({ open, onClose, title, children, size = 'md', className = '' }: Props) => {
  const { t } = useTranslation();
  // closed → opening (mounted) → open (visible) → closing (fading) → closed.
  const [phase, setPhase] = useState<'closed' | 'opening' | 'open' | 'closing'>(open ? 'opening' : 'closed');
  if (open && (phase === 'closed' || phase === 'closing')) setPhase('opening');
  if (!open && (phase === 'open' || phase === 'opening')) setPhase('closing');
  const mounted = phase !== 'closed';
  const visible = phase === 'open';
  const dialogRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<Element | null>(null);
  const titleId = useId();

  useEffect(() => {
    if (phase === 'opening') {
      const timer = setTimeout(() => setPhase('open'), 10);
      return () => clearTimeout(timer);
    }
    if (phase === 'closing') {
      const timer = setTimeout(() => setPhase('closed'), MODAL_DELAY_MS);
      return () => clearTimeout(timer);
    }
  }, [phase]);

  useLayoutEffect(() => {
    if (!mounted) return;
    openerRef.current = document.activeElement;
    lockScroll();
    return () => {
      unlockScroll();
      if (openerRef.current instanceof HTMLElement) openerRef.current.focus();
    };
  }, [mounted]);

  useEffect(() => {
    if (visible) dialogRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [visible]);

  if (!mounted) return null;

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
      return;
    }
    if (e.key !== 'Tab' || !dialogRef.current) return;
    const items = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (items.length === 0) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className={`modal-backdrop${visible ? ' is-visible' : ''}`} data-testid="modal-backdrop">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={`modal modal--${size} ${className}`}
        onKeyDown={onKeyDown}
      >
        <header className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="modal__close" onClick={onClose} aria-label={t('app.close')}>
            <X aria-hidden="true" size={20} />
          </button>
        </header>
        <div className="modal__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
};
