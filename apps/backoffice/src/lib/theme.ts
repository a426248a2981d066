import { useCallback, useSyncExternalStore } from 'react';
import { getStoredTheme, storeTheme, type BoTheme } from './storage';

const listeners = new Set<() => void>();
let current: BoTheme = getStoredTheme();

/** Sets data-theme on <html>: the CSS variables in styles/tokens.css follow it. */
export const applyTheme = (theme: BoTheme) => {
  current = theme;
  document.documentElement.dataset.theme = theme;
  storeTheme(theme);
  for (const fn of listeners) fn();
};

/** The operator's theme (persisted) and a toggle. */
export const useTheme = () => {
  const theme = useSyncExternalStore(
    (fn) => {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    () => current,
  );
  const toggle = useCallback(() => applyTheme(current === 'dark' ? 'light' : 'dark'), []);
  return { theme, toggle };
};
