import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OPERATOR_ERROR_CODES } from '../lib/error-message';

const LANGS = ['en', 'zh', 'vi'];
const src = path.join(__dirname, '..');

/** Every namespace: common (src/i18n/locales) and each feature's (src/features/<area>/locales). */
const namespaces = (): [string, string][] => {
  const out: [string, string][] = [['common', path.join(src, 'i18n', 'locales')]];
  const features = path.join(src, 'features');
  for (const area of fs.existsSync(features) ? fs.readdirSync(features) : []) {
    const dir = path.join(features, area, 'locales');
    if (fs.existsSync(dir)) out.push([area, dir]);
  }
  return out;
};

const load = (dir: string, lang: string) => {
  const file = path.join(dir, `${lang}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>) : null;
};

const paths = (obj: Record<string, unknown>, prefix = ''): Map<string, string> => {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(obj)) {
    const p = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') for (const [pp, vv] of paths(v as Record<string, unknown>, p)) out.set(pp, vv);
    else out.set(p, String(v));
  }
  return out;
};

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*\w+\s*\}\}/g)].map((m) => m[0].replace(/\s/g, '')).sort();

describe.each(namespaces())('namespace %s', (ns, dir) => {
  it('has all three languages', () => {
    for (const lang of LANGS) expect(load(dir, lang), `${ns}/${lang}.json`).not.toBeNull();
  });

  it.each(LANGS.filter((l) => l !== 'en'))(
    '%s has every key of en, no extra key, no empty value, the same placeholders',
    (lang) => {
      const en = paths(load(dir, 'en') ?? {});
      const other = paths(load(dir, lang) ?? {});
      expect(
        [...en.keys()].filter((k) => !other.has(k)),
        `missing in ${ns}/${lang}`,
      ).toEqual([]);
      expect(
        [...other.keys()].filter((k) => !en.has(k)),
        `extra in ${ns}/${lang}`,
      ).toEqual([]);
      for (const [k, v] of other) {
        expect(v.trim(), `${ns}/${lang} ${k}`).not.toBe('');
        expect(placeholders(v), `${ns}/${lang} ${k}`).toEqual(placeholders(en.get(k) ?? ''));
      }
    },
  );
});

describe('common namespace', () => {
  it('translates every error code the operator API can answer', () => {
    const en = paths(load(path.join(src, 'i18n', 'locales'), 'en') ?? {});
    for (const code of OPERATOR_ERROR_CODES) expect(en.has(`error.${code.replace(/\./g, '_')}`), code).toBe(true);
  });
});
