import { describe, expect, it } from 'vitest';
import { defineText, parseLang, t } from './i18n';

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
});
