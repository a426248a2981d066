import { useEffect, useEffectEvent } from 'react';

/**
 * Space spins, as on a cabinet, unless the player is typing, on a control, or a panel is open. `onSpace` decides
 * what a press does (spin, or skip a win banner).
 */
export const useSpaceToSpin = (onSpace: () => void) => {
  const onKey = useEffectEvent((e: KeyboardEvent) => {
    if (e.code !== 'Space' || e.repeat) return;
    const target = e.target as HTMLElement | null;
    if (target && target.closest('input, textarea, select, button, a, dialog, [contenteditable]')) return;
    if (document.querySelector('dialog[open]')) return;
    e.preventDefault();
    onSpace();
  });

  useEffect(() => {
    const handler = (e: KeyboardEvent) => onKey(e);
    window.addEventListener('keydown', handler);
    return () => window.removeEventListener('keydown', handler);
  }, []);
};
