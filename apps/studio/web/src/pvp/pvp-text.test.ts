import { describe, expect, it } from 'vitest';
import { STUDIO_LANGS } from '../../../src/engine/types';
import { parseCard, parseCards } from '../../../src/pvp/cards';
import { evaluateHand } from '../../../src/pvp/niuniu';
import { registeredTexts } from '../shared/i18n';
import { cardName, handName, pvpErrorKey, pvpText } from './pvp-text';

describe('pvp texts', () => {
  it('has every text in all seven languages with the same placeholders', () => {
    const holes = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const keys = [...registeredTexts()].filter(([key]) => key.startsWith('pvp.'));
    expect(keys.length).toBeGreaterThan(100);
    for (const [key, names] of keys)
      for (const lang of STUDIO_LANGS) {
        expect(names[lang].trim().length, `${lang} ${key}`).toBeGreaterThan(0);
        expect(holes(names[lang]), `${lang} ${key}`).toEqual(holes(names.EN));
      }
  });

  it('names hands from the engine evaluation', () => {
    const name = (codes: string, lang: 'EN' | 'CN' = 'EN') => handName(lang, evaluateHand(parseCards(codes)));
    expect(name('3H 9C KD 7S 5D')).toBe('Niu 4');
    expect(name('TH JC KD 7S 3D')).toBe('Niu Niu');
    expect(name('TH JC KD 7S 3D', 'CN')).toBe('牛牛');
    expect(name('AH 2C 4D 8S 6H')).toBe('No Niu');
    expect(name('JH QC KD JS QD')).toBe('Five Face');
    expect(name('7H 7C 7D 7S 2D')).toBe('Bomb');
    expect(name('AH AC 2D 3S 2H')).toBe('Five Small');
  });

  it('spells cards out for screen readers', () => {
    expect(cardName('EN', parseCard('QH'))).toBe('Queen of hearts');
    expect(cardName('EN', parseCard('TS'))).toBe('10 of spades');
    expect(cardName('CN', parseCard('AD'))).toBe('方块A');
    expect(cardName('JA', parseCard('7C'))).toBe('クラブの7');
  });

  it('translates room refusals and leaves other codes to the shell', () => {
    expect(pvpText('EN', pvpErrorKey('pvp.insufficient_funds')!)).toBe('Your balance is too low for that bet.');
    expect(pvpErrorKey('pvp.not_your_turn')).toBe('pvp.error.not_your_turn');
    expect(pvpErrorKey('pvp.something_new')).toBe('pvp.error.generic');
    expect(pvpErrorKey('studio.insufficient_funds')).toBeNull();
    expect(pvpErrorKey('live.not_allowed')).toBeNull();
    for (const code of [
      'pvp.bad_event',
      'pvp.bad_player',
      'pvp.bad_amount',
      'pvp.bad_seat',
      'pvp.bad_multiple',
      'pvp.seat_taken',
      'pvp.room_full',
      'pvp.already_seated',
      'pvp.not_seated',
      'pvp.not_in_hand',
      'pvp.wrong_phase',
      'pvp.wrong_hand',
      'pvp.not_your_turn',
      'pvp.already_bet',
      'pvp.already_revealed',
      'pvp.insufficient_funds',
    ])
      expect(pvpErrorKey(code), code).not.toBe('pvp.error.generic');
  });
});
