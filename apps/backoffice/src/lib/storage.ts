/**
 * The back office shares its origin with the portal, so every key is prefixed. The session token
 * lives in sessionStorage (it dies with the tab); language and theme persist in localStorage.
 */
const KEY = { token: 'bo.token', lang: 'bo.lang', theme: 'bo.theme', sidebar: 'bo.sidebar' } as const;

export const BO_LANGUAGES = ['en', 'zh', 'vi'] as const;
export type BoLanguage = (typeof BO_LANGUAGES)[number];
export type BoTheme = 'light' | 'dark';

const safe = <T>(fn: () => T, fallback: T): T => {
  try {
    return fn();
  } catch {
    return fallback;
  }
};

export const getToken = (): string | null => safe(() => sessionStorage.getItem(KEY.token), null);
export const setToken = (token: string | null) =>
  safe(() => (token ? sessionStorage.setItem(KEY.token, token) : sessionStorage.removeItem(KEY.token)), undefined);

export const getStoredLanguage = (): BoLanguage | null => {
  const v = safe(() => localStorage.getItem(KEY.lang), null);
  return v && (BO_LANGUAGES as readonly string[]).includes(v) ? (v as BoLanguage) : null;
};
export const storeLanguage = (lang: BoLanguage) => safe(() => localStorage.setItem(KEY.lang, lang), undefined);

export const getStoredTheme = (): BoTheme =>
  safe(() => localStorage.getItem(KEY.theme), null) === 'dark' ? 'dark' : 'light';
export const storeTheme = (theme: BoTheme) => safe(() => localStorage.setItem(KEY.theme, theme), undefined);

export const getSidebarCollapsed = (): boolean => safe(() => localStorage.getItem(KEY.sidebar), null) === '1';
export const storeSidebarCollapsed = (collapsed: boolean) =>
  safe(() => localStorage.setItem(KEY.sidebar, collapsed ? '1' : '0'), undefined);

/** The brand's merchant code, written into index.html by the platform. */
export const getMerchantCode = (): string | null => {
  const v = document.querySelector<HTMLMetaElement>('meta[name="pagoda-merchant"]')?.content ?? '';
  return v && !v.startsWith('%') ? v : null;
};
