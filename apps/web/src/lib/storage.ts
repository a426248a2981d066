import type { Language, Theme } from '@pagoda/contracts';
import { LANGUAGES } from '@pagoda/contracts';

/** Storage keys in one place: session values die with the tab, local ones persist. */
export const SessionKey = {
  Token: 'token',
  MerchantCode: 'merchantCode',
  Merchant: 'merchant',
  ImageCdn: 'imageCdn',
  PopupSeen: 'popupNoticeSeen',
} as const;
export const LocalKey = { Theme: 'theme', Lang: 'lang', HisLang: 'hisLang', MerchantCode: 'merchantCode' } as const;

const safe = <T>(fn: () => T, fallback: T): T => {
  try {
    return fn();
  } catch {
    return fallback;
  }
};

export const getToken = (): string | null => safe(() => sessionStorage.getItem(SessionKey.Token), null);

export const getStoredLanguage = (): Language | null => {
  const v = safe(() => localStorage.getItem(LocalKey.HisLang) ?? localStorage.getItem(LocalKey.Lang), null);
  return v && (LANGUAGES as readonly string[]).includes(v) ? (v as Language) : null;
};

export const storeLanguage = (lang: Language) =>
  safe(() => {
    localStorage.setItem(LocalKey.Lang, lang);
    localStorage.setItem(LocalKey.HisLang, lang);
  }, undefined);

export const getStoredTheme = (): Theme =>
  safe(() => localStorage.getItem(LocalKey.Theme), null) === 'dark' ? 'dark' : 'light';
export const storeTheme = (theme: Theme) => safe(() => localStorage.setItem(LocalKey.Theme, theme), undefined);

/** The merchant code written into index.html by the server, else the one kept from an earlier visit. */
export const getMerchantCode = (): string | null => {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="pagoda-merchant"]')?.content ?? '';
  if (meta && !meta.includes('%')) {
    safe(() => sessionStorage.setItem(SessionKey.MerchantCode, meta), undefined);
    return meta;
  }
  return safe(
    () => sessionStorage.getItem(SessionKey.MerchantCode) ?? localStorage.getItem(LocalKey.MerchantCode),
    null,
  );
};
