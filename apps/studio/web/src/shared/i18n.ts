import { use } from 'react';
import { STUDIO_LANGS, type StudioLang } from '../../../src/engine/types';

/**
 * Texts live in per-language JSON beside each feature (`locales/<namespace>.<lang>.json`); a page downloads only
 * the language in use. The English file is the type of a namespace's keys, so an unknown key is a type error, and
 * a test holds every language to exactly the English keys and placeholders.
 */
export type Texts = Record<string, string>;

/** Values for `{name}` placeholders in a text. */
export type TextVars = Record<string, string | number>;

/** A namespace's files as import.meta.glob returns them: path → loader of the JSON's default export. */
export type TextFiles = Record<string, () => Promise<unknown>>;

// Namespaces register their files on import, so a lazily loaded game adds its own texts.
const namespaces = new Map<string, TextFiles>();
const texts = new Map<StudioLang, Map<string, string>>(STUDIO_LANGS.map((lang) => [lang, new Map()]));
const loads = new Map<string, Promise<void>>();

const fill = (text: string, vars?: TextVars): string =>
  vars ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole)) : text;

const loadNamespace = (ns: string, files: TextFiles, lang: StudioLang): Promise<void> => {
  const id = `${ns}.${lang}`;
  let load = loads.get(id);
  if (!load) {
    const file = Object.entries(files).find(([name]) => name.endsWith(`/${ns}.${lang.toLowerCase()}.json`));
    if (!file) throw new Error(`no ${lang} texts for ${ns}`);
    load = file[1]().then((json) => {
      const into = texts.get(lang)!;
      for (const [key, text] of Object.entries(json as Texts)) into.set(key, text);
    });
    loads.set(id, load);
  }
  return load;
};

/** Registers a namespace's files and returns a lookup typed to its English keys. */
export const defineText = <EN extends Texts>(ns: string, files: TextFiles) => {
  namespaces.set(ns, files);
  return (lang: StudioLang, key: keyof EN & string, vars?: TextVars): string => t(lang, key, vars);
};

/** The text of a key, or undefined when the language's texts hold no such key (or are not loaded yet). */
export const lookupText = (lang: StudioLang, key: string): string | undefined => texts.get(lang)!.get(key);

/** Looks a key up in every loaded namespace; an unknown key reads as itself. */
export const t = (lang: StudioLang, key: string, vars?: TextVars): string => fill(lookupText(lang, key) ?? key, vars);

const loaded = new Set<string>();
const ready = new Map<StudioLang, { missing: string; promise: Promise<void> }>();

/**
 * Loads the language's texts of every namespace registered so far. The promise stays the same while nothing new
 * is missing, so a component that already waited for it does not suspend again when a game adds its namespace.
 */
export const loadTexts = (lang: StudioLang): Promise<void> => {
  const missing = [...namespaces].filter(([ns]) => !loaded.has(`${ns}.${lang}`));
  const key = missing.map(([ns]) => ns).join(',');
  const last = ready.get(lang);
  if (last && (missing.length === 0 || last.missing === key)) return last.promise;
  const promise = Promise.all(
    missing.map(([ns, files]) => loadNamespace(ns, files, lang).then(() => void loaded.add(`${ns}.${lang}`))),
  ).then(() => undefined);
  ready.set(lang, { missing: key, promise });
  return promise;
};

/** Suspends the component until the language's texts are in (a Suspense boundary shows its fallback). */
export const useTexts = (lang: StudioLang): void => use(loadTexts(lang));

/** The launch URL's lang parameter (any case), or null when it is not one of the studio's languages. */
export const parseLang = (value: string | null | undefined): StudioLang | null => {
  const upper = (value ?? '').toUpperCase();
  return (STUDIO_LANGS as readonly string[]).includes(upper) ? (upper as StudioLang) : null;
};

/** BCP 47 tags for <html lang> and Intl (TY is the portal's code for Tagalog). */
export const HTML_LANG: Record<StudioLang, string> = {
  EN: 'en',
  CN: 'zh-CN',
  VI: 'vi',
  JA: 'ja',
  TH: 'th',
  TY: 'tl',
  ID: 'id',
};

const LANG_KEY = 'pagoda-studio-lang';

/** Remembers the game's language so the verify page, opened in a new tab, speaks it too. */
export const rememberLang = (lang: StudioLang) => {
  try {
    localStorage.setItem(LANG_KEY, lang);
  } catch {
    // Storage blocked: the verify page falls back to the browser's language.
  }
};

/** ?lang=, else the language last used in a game, else the browser's, else English. */
export const preferredLang = (search: string = location.search): StudioLang => {
  const fromUrl = parseLang(new URLSearchParams(search).get('lang'));
  if (fromUrl) return fromUrl;
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANG_KEY);
  } catch {
    stored = null;
  }
  const remembered = parseLang(stored);
  if (remembered) return remembered;
  const nav = (typeof navigator === 'undefined' ? '' : navigator.language).toLowerCase();
  const match = (Object.entries(HTML_LANG) as [StudioLang, string][]).find(
    ([, tag]) =>
      nav === tag.toLowerCase() || nav.startsWith(`${tag.slice(0, 2).toLowerCase()}-`) || nav === tag.slice(0, 2),
  );
  return match ? match[0] : 'EN';
};
