import { useSyncExternalStore } from 'react';
import { SessionKey } from '../../lib/storage';

const listeners = new Set<() => void>();
const emit = () => listeners.forEach((fn) => fn());

/** The session token lives in sessionStorage (spec §3); components follow it through this store. */
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
  /** Clears the session but keeps the brand values (spec §4 logout). */
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
