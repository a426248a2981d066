import { describe, expect, it } from 'vitest';
import { STUDIO_LANGS } from '../../../src/engine/types';
import { appText } from '../app/app-text';
import { slotText } from '../slot/slot-text';
import { verifyText } from '../verify/verify-text';
import { defineText, parseLang, registeredTexts, t } from './i18n';

describe('i18n', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    const text = defineText({
      'test.hello': { EN: 'Hi {name}, {n} left {x}', CN: '你好 {name}', VI: 'v', JA: 'j', TH: 't', TY: 'y', ID: 'i' },
    });
    expect(text('EN', 'test.hello', { name: 'Ann', n: 3 })).toBe('Hi Ann, 3 left {x}');
    expect(t('CN', 'test.hello', { name: '安' })).toBe('你好 安');
    expect(t('EN', 'no.such.key')).toBe('no.such.key');
  });

  it('reads the launch lang parameter in any case and refuses others', () => {
    expect(parseLang('ty')).toBe('TY');
    expect(parseLang('CN')).toBe('CN');
    expect(parseLang('fr')).toBeNull();
    expect(parseLang(null)).toBeNull();
  });

  it('has every shell, slot and verify text in all seven languages, with the same placeholders', () => {
    // Importing the dictionaries registers them.
    expect([appText, slotText, verifyText].every((f) => typeof f === 'function')).toBe(true);
    const holes = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const all = [...registeredTexts()].filter(([key]) => !key.startsWith('test.'));
    expect(all.length).toBeGreaterThan(140);
    for (const [key, names] of all) {
      for (const lang of STUDIO_LANGS) {
        expect(names[lang].trim().length, `${lang} ${key}`).toBeGreaterThan(0);
        expect(holes(names[lang]), `${lang} ${key}`).toEqual(holes(names.EN));
      }
    }
  });
});
