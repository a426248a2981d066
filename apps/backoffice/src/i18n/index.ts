import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { BO_LANGUAGES, getStoredLanguage, storeLanguage, type BoLanguage } from '../lib/storage';

type Resource = { default: Record<string, unknown> };

/** The shared namespace; every feature's namespace is the name of its folder. */
export const COMMON_NS = 'common';

// Every feature's locales, found by path: src/features/<area>/locales/<lang>.json. Each file is its own chunk.
const featureLocales = import.meta.glob<Resource>('../features/*/locales/*.json');
const commonLocales = import.meta.glob<Resource>('./locales/*.json');

const loaderOf = (language: string, ns: string) =>
  ns === COMMON_NS
    ? commonLocales[`./locales/${language}.json`]
    : featureLocales[`../features/${ns}/locales/${language}.json`];

/** The namespaces that exist: common and one per feature with locales. */
export const NAMESPACES = [
  COMMON_NS,
  ...new Set(
    Object.keys(featureLocales)
      .map((p) => p.split('/')[2] ?? '')
      .filter(Boolean),
  ),
];

const backend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, ns, callback) => {
    const load = loaderOf(language, ns) ?? loaderOf('en', ns);
    if (!load) return callback(null, {});
    load().then(
      (m) => callback(null, m.default),
      (err: unknown) => callback(err as Error, null),
    );
  },
};

export const HTML_LANG: Record<BoLanguage, string> = { en: 'en', zh: 'zh-CN', vi: 'vi' };

/** The language the operator chose earlier, else the browser's when offered, else English. */
const initialLanguage = (): BoLanguage => {
  const stored = getStoredLanguage();
  if (stored) return stored;
  const nav = (navigator.language || 'en').slice(0, 2).toLowerCase();
  return (BO_LANGUAGES as readonly string[]).includes(nav) ? (nav as BoLanguage) : 'en';
};

export const initI18n = async () => {
  const lng = initialLanguage();
  await i18next
    .use(backend)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: 'en',
      supportedLngs: [...BO_LANGUAGES],
      load: 'currentOnly',
      ns: [COMMON_NS],
      defaultNS: COMMON_NS,
      fallbackNS: COMMON_NS,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  document.documentElement.lang = HTML_LANG[lng];
  return i18next;
};

export const changeLanguage = async (lang: BoLanguage) => {
  storeLanguage(lang);
  await i18next.changeLanguage(lang);
  document.documentElement.lang = HTML_LANG[lang];
};

export { i18next };
