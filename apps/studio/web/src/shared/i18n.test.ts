import { describe, expect, it } from 'vitest';
import { defineText, loadTexts, lookupText, parseLang, t } from './i18n';

describe('i18n', () => {
  it('loads only the language asked for, fills placeholders and leaves unknown ones visible', async () => {
    const loaded: string[] = [];
    const file = (lang: string, json: Record<string, string>) => async () => {
      loaded.push(lang);
      return json;
    };
    const text = defineText<{ 'test.hello': string }>('test', {
      './locales/test.en.json': file('EN', { 'test.hello': 'Hi {name}, {n} left {x}' }),
      './locales/test.cn.json': file('CN', { 'test.hello': '你好 {name}' }),
    });
    expect(text('EN', 'test.hello')).toBe('test.hello');
    await loadTexts('CN');
    expect(loaded).toEqual(['CN']);
    expect(t('CN', 'test.hello', { name: '安' })).toBe('你好 安');
    expect(loadTexts('CN')).toBe(loadTexts('CN'));
    await loadTexts('EN');
    expect(text('EN', 'test.hello', { name: 'Ann', n: 3 })).toBe('Hi Ann, 3 left {x}');
    expect(t('EN', 'no.such.key')).toBe('no.such.key');
    expect(lookupText('EN', 'no.such.key')).toBeUndefined();
    expect(loaded).toEqual(['CN', 'EN']);
  });

  it('reads the launch lang parameter in any case and refuses others', () => {
    expect(parseLang('ty')).toBe('TY');
    expect(parseLang('CN')).toBe('CN');
    expect(parseLang('fr')).toBeNull();
    expect(parseLang(null)).toBeNull();
  });
});
