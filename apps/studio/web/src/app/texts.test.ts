import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STUDIO_LANGS } from '../../../src/engine/types';

// Every namespace's texts sit in <feature>/locales/<namespace>.<lang>.json; English is the key set.
const SRC = path.resolve(import.meta.dirname, '..');

const localeFiles = (): string[] =>
  readdirSync(SRC, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => {
      const dir = path.join(SRC, d.name, 'locales');
      try {
        return readdirSync(dir).map((name) => path.join(dir, name));
      } catch {
        return [];
      }
    });

const read = (file: string): Record<string, string> => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
const holes = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('studio texts', () => {
  const english = localeFiles().filter((file) => file.endsWith('.en.json'));

  it('has a namespace of English texts per feature', () => {
    const names = english.map((file) => path.basename(file, '.en.json')).sort();
    expect(names).toEqual(['app', 'common', 'fish', 'live', 'lottery', 'pvp', 'slot', 'slot-words', 'verify']);
  });

  it('gives all seven languages exactly the English keys, non-empty, with the same placeholders', () => {
    for (const file of english) {
      const en = read(file);
      expect(Object.keys(en).length, file).toBeGreaterThan(10);
      for (const lang of STUDIO_LANGS) {
        const texts = read(file.replace(/\.en\.json$/, `.${lang.toLowerCase()}.json`));
        const where = `${path.basename(file, '.en.json')}.${lang.toLowerCase()}`;
        expect(Object.keys(texts).sort(), where).toEqual(Object.keys(en).sort());
        for (const [key, text] of Object.entries(en)) {
          expect(texts[key]!.trim().length, `${where} ${key}`).toBeGreaterThan(0);
          expect(holes(texts[key]!), `${where} ${key}`).toEqual(holes(text));
        }
      }
    }
  });

  it('holds no file of an unknown language', () => {
    const langs = new Set(STUDIO_LANGS.map((lang) => lang.toLowerCase()));
    for (const file of localeFiles()) expect(langs.has(path.basename(file).split('.').at(-2)!), file).toBe(true);
  });
});
