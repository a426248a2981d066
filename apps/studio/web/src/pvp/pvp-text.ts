// The PvP room's texts in the studio's seven languages, and the labels built from them (hands, cards, errors).
import type { StudioLang } from '../../../src/engine/types';
import { cardRank, cardSuit, type Card } from '../../../src/pvp/cards';
import type { HandValue } from '../../../src/pvp/niuniu';
import { defineText } from '../shared/i18n';
import type EN from './locales/pvp.en.json';

export const pvpText = defineText<typeof EN>('pvp', import.meta.glob('./locales/pvp.*.json', { import: 'default' }));

export type PvpTextKey = keyof typeof EN;

type ErrorName = PvpTextKey extends infer K ? (K extends `pvp.error.${infer C}` ? C : never) : never;

/** Codes the room answers with that have their own text (`pvp.error.<name>`; the test holds it to the JSON). */
export const PVP_ERROR_NAMES = [
  'offline',
  'generic',
  'insufficient_funds',
  'not_your_turn',
  'wrong_phase',
  'wrong_hand',
  'already_bet',
  'already_revealed',
  'not_in_hand',
  'not_seated',
  'already_seated',
  'room_full',
  'seat_taken',
  'bad_seat',
  'bad_multiple',
  'bad_amount',
  'bad_player',
  'bad_event',
] as const satisfies readonly ErrorName[];

const PVP_ERRORS: ReadonlySet<string> = new Set(PVP_ERROR_NAMES.map((name) => `pvp.${name}`));

/** The text key of a pvp.* error code, or null for codes the shell translates (studio.*, live.*). */
export const pvpErrorKey = (code: string): PvpTextKey | null => {
  if (!code.startsWith('pvp.')) return null;
  return PVP_ERRORS.has(code) ? (`pvp.error.${code.slice(4)}` as PvpTextKey) : 'pvp.error.generic';
};

/** "Niu 8", "Niu Niu", "Bomb" in the player's language. */
export const handName = (lang: StudioLang, hand: Pick<HandValue, 'kind' | 'niu'>): string =>
  hand.kind === 'niu' ? pvpText(lang, 'pvp.kind.niu', { n: hand.niu }) : pvpText(lang, `pvp.kind.${hand.kind}`);

const RANK_WORDS: Partial<Record<number, PvpTextKey>> = {
  1: 'pvp.rank.A',
  11: 'pvp.rank.J',
  12: 'pvp.rank.Q',
  13: 'pvp.rank.K',
};
const SUIT_WORDS: readonly PvpTextKey[] = ['pvp.suit.D', 'pvp.suit.C', 'pvp.suit.H', 'pvp.suit.S'];

/** A card spelled out for screen readers: "Queen of hearts", "红桃Q". */
export const cardName = (lang: StudioLang, card: Card): string => {
  const rank = cardRank(card);
  const word = RANK_WORDS[rank];
  return pvpText(lang, 'pvp.card.name', {
    rank: word ? pvpText(lang, word) : String(rank),
    suit: pvpText(lang, SUIT_WORDS[cardSuit(card)]!),
  });
};
