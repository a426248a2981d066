// The names of every bet spot and card, built from the live texts (a roulette split or a sic bo combination is
// named from its numbers).
import type { StudioLang } from '../../../src/engine/types';
import type { Card } from '../../../src/tables';
import { liveText, type LiveKey } from './live-text';

const NAMED_SPOTS = new Set([
  'player',
  'banker',
  'tie',
  'player-pair',
  'banker-pair',
  'dragon',
  'tiger',
  'suited-tie',
  'small',
  'big',
  'odd',
  'even',
  'any-triple',
  'red',
  'black',
  'low',
  'high',
]);

/** A bet spot's name: "Banker", "Total 9", "3 and 5", "Split 17–20", "Dozen 13–24". */
export const spotName = (lang: StudioLang, spot: string): string => {
  if (NAMED_SPOTS.has(spot)) return liveText(lang, `live.spot.${spot}` as LiveKey);
  if (spot === 'bet') return liveText(lang, 'live.limits.bet');
  const [kind, arg = ''] = spot.split(':');
  const nums = arg.split('-');
  switch (kind) {
    case 'total':
    case 'triple':
    case 'double':
    case 'single':
    case 'column':
      return liveText(lang, `live.spot.${kind}`, { n: arg });
    case 'combo':
      return liveText(lang, 'live.spot.combo', { a: nums[0] ?? '', b: nums[1] ?? '' });
    case 'dozen': {
      const d = Number(arg);
      return liveText(lang, 'live.spot.dozen', { from: 12 * d - 11, to: 12 * d });
    }
    case 'straight':
      return arg;
    case 'split':
    case 'street':
    case 'corner':
      return liveText(lang, `live.spot.${kind}`, { nums: nums.join('–') });
    case 'line':
      return liveText(lang, 'live.spot.line', { nums: `${nums[0] ?? ''}–${nums.at(-1) ?? ''}` });
    default:
      return spot;
  }
};

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/** The rank as printed in a card's corner. */
export const rankLabel = (rank: number): string => RANKS[rank - 1] ?? String(rank);

/** A card's name for screen readers: "Queen of hearts", "红桃Q". */
export const cardName = (lang: StudioLang, card: Card): string => {
  const rank =
    card.rank === 1 || card.rank >= 11 ? liveText(lang, `live.card.rank.${card.rank}` as LiveKey) : String(card.rank);
  return liveText(lang, 'live.card.name', { rank, suit: liveText(lang, `live.card.suit.${card.suit}`) });
};

/** The colour of a roulette pocket as a word. */
export const pocketText = (lang: StudioLang, n: number, colour: 'red' | 'black' | 'green'): string =>
  liveText(lang, 'live.pocket', {
    n,
    colour: colour === 'green' ? liveText(lang, 'live.roulette.green') : liveText(lang, `live.spot.${colour}`),
  });
