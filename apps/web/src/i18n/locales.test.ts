import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@pagoda/contracts';
import { describe, expect, it } from 'vitest';

const dir = path.join(__dirname, 'locales');
const load = (lang: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, `${lang.toLowerCase()}.json`), 'utf8')) as Record<string, unknown>;

const paths = (obj: Record<string, unknown>, prefix = ''): Map<string, string> => {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(obj)) {
    const p = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') for (const [pp, vv] of paths(v as Record<string, unknown>, p)) out.set(pp, vv);
    else out.set(p, String(v));
  }
  return out;
};

const placeholders = (s: string) => [...s.matchAll(/\{\{\w+\}\}|\((min|max)\)/g)].map((m) => m[0]).sort();

describe('locale resources', () => {
  const en = paths(load('EN'));

  it.each(LANGUAGES.filter((l) => l !== 'EN'))('%s has every key of EN, no extra key, and no empty value', (lang) => {
    const other = paths(load(lang));
    const missing = [...en.keys()].filter((k) => !other.has(k));
    const extra = [...other.keys()].filter((k) => !en.has(k));
    expect(missing, `missing in ${lang}`).toEqual([]);
    expect(extra, `extra in ${lang}`).toEqual([]);
    for (const [k, v] of other) expect(v.trim(), `${lang} ${k}`).not.toBe('');
  });

  it.each(LANGUAGES.filter((l) => l !== 'EN'))('%s keeps every placeholder', (lang) => {
    const other = paths(load(lang));
    for (const [k, v] of en) expect(placeholders(other.get(k) ?? ''), `${lang} ${k}`).toEqual(placeholders(v));
  });

  it('has a translation for every error code and registration pattern', async () => {
    const { errorCodes, errorMessageKey, PATTERN_IDS } = await import('@pagoda/contracts');
    for (const code of errorCodes) expect(en.has(errorMessageKey(code)), code).toBe(true);
    for (const id of PATTERN_IDS) expect(en.has(`reg_pattern_${id}`), String(id)).toBe(true);
  });
});
