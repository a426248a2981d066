import { useCallback } from 'react';
import { STUDIO_LANGS, type Names, type StudioLang } from '../../../src/engine/types';

/**
 * A feature's dictionary: every key carries all seven languages, so a missing translation is a type error
 * rather than an English word leaking into a Thai page.
 */
export type Dict = Record<string, Names>;

/** Values for `{name}` placeholders in a text. */
export type TextVars = Record<string, string | number>;

// Every dictionary passed to defineText lands here, so t() can serve keys of any feature.
const registry = new Map<string, Names>();

const fill = (text: string, vars?: TextVars): string =>
  vars ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole)) : text;

/** Registers a dictionary and returns a lookup typed to its keys. */
export const defineText = <D extends Dict>(dict: D) => {
  for (const [key, names] of Object.entries(dict)) registry.set(key, names);
  return (lang: StudioLang, key: keyof D & string, vars?: TextVars): string => fill(dict[key]![lang], vars);
};

/** Every key registered so far, with its texts (for the completeness test). */
export const registeredTexts = (): ReadonlyMap<string, Names> => registry;

/** Looks a key up in every registered dictionary; falls back to English, then to the key itself. */
export const t = (lang: StudioLang, key: string, vars?: TextVars): string => {
  const names = registry.get(key);
  return fill(names ? names[lang] || names.EN : key, vars);
};

/** t() bound to a language, stable across renders. */
export const useText = (lang: StudioLang) => useCallback((key: string, vars?: TextVars) => t(lang, key, vars), [lang]);

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
