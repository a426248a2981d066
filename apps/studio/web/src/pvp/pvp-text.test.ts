import { beforeAll, describe, expect, it } from 'vitest';
import { parseCard, parseCards } from '../../../src/pvp/cards';
import { evaluateHand } from '../../../src/pvp/niuniu';
import { loadTexts } from '../shared/i18n';
import EN from './locales/pvp.en.json';
import { cardName, handName, PVP_ERROR_NAMES, pvpErrorKey, pvpText } from './pvp-text';

beforeAll(() => Promise.all([loadTexts('EN'), loadTexts('CN'), loadTexts('JA')]));

describe('pvp texts', () => {
  it('lists exactly the pvp.error.* texts as room refusals', () => {
    const inJson = Object.keys(EN)
      .filter((key) => key.startsWith('pvp.error.'))
      .map((key) => key.slice('pvp.error.'.length));
    expect([...PVP_ERROR_NAMES].sort()).toEqual(inJson.sort());
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
