import { describe, expect, it } from 'vitest';
import { STUDIO_LANGS } from '../../../src/engine/types';
import { commonText } from '../shared/common-text';
import { registeredTexts } from '../shared/i18n';
import { slotWords } from '../shared/slot-words';
import { slotText } from '../slot/slot-text';
import { verifyText } from '../verify/verify-text';
import { appText } from './app-text';

describe('texts', () => {
  it('has every shell, slot and verify text in all seven languages, with the same placeholders', () => {
    // Importing the dictionaries registers them.
    expect([appText, commonText, slotText, slotWords, verifyText].every((f) => typeof f === 'function')).toBe(true);
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
