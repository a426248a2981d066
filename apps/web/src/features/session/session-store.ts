import { useSyncExternalStore } from 'react';
import { SessionKey } from '../../lib/storage';

const listeners = new Set<() => void>();
const emit = () => listeners.forEach((fn) => fn());

/** The session token lives in sessionStorage (one tab, gone when it closes); components follow it through this store. */
export const sessionStore = {
  token: (): string | null => {
    try {
      return sessionStorage.getItem(SessionKey.Token);
    } catch {
      return null;
    }
  },
  set: (token: string, extra: Record<string, string> = {}) => {
    sessionStorage.setItem(SessionKey.Token, token);
    for (const [k, v] of Object.entries(extra)) sessionStorage.setItem(k, v);
    emit();
  },
  /** Logout: clears the session but keeps the brand, so the next login is on the same site. */
  clear: () => {
    const merchant = sessionStorage.getItem(SessionKey.MerchantCode);
    sessionStorage.clear();
    if (merchant) sessionStorage.setItem(SessionKey.MerchantCode, merchant);
    emit();
  },
  subscribe: (fn: () => void) => {
    listeners.add(fn);
    return () => listeners.delete(fn);
  },
};

export const useToken = () => useSyncExternalStore(sessionStore.subscribe, sessionStore.token, () => null);
