import type { Language } from '@pagoda/contracts';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@pagoda/contracts';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getStoredLanguage, storeLanguage } from '../lib/storage';

/** Each language is its own chunk; only the one in use is downloaded. */
const loaders: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  EN: () => import('./locales/en.json'),
  CN: () => import('./locales/cn.json'),
  VI: () => import('./locales/vi.json'),
  JA: () => import('./locales/ja.json'),
  TH: () => import('./locales/th.json'),
  TY: () => import('./locales/ty.json'),
  ID: () => import('./locales/id.json'),
};

const backend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _ns, callback) => {
    const load = loaders[language as Language] ?? loaders.EN;
    load().then(
      (m) => callback(null, m.default),
      (err: unknown) => callback(err as Error, null),
    );
  },
};

export const HTML_LANG: Record<Language, string> = {
  EN: 'en',
  CN: 'zh-CN',
  VI: 'vi',
  JA: 'ja',
  TH: 'th',
  TY: 'tl',
  ID: 'id',
};

export const initI18n = async () => {
  const lng = getStoredLanguage() ?? DEFAULT_LANGUAGE;
  await i18next
    .use(backend)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: 'EN',
      supportedLngs: [...LANGUAGES],
      lowerCaseLng: false,
      load: 'currentOnly',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  document.documentElement.lang = HTML_LANG[lng];
  return i18next;
};

export const changeLanguage = async (lang: Language) => {
  storeLanguage(lang);
  await i18next.changeLanguage(lang);
  document.documentElement.lang = HTML_LANG[lang];
};

export { i18next };
