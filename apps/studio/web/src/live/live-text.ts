// The live tables' texts in the studio's seven languages (names of bet spots and cards: spot-names.ts).
import { defineText } from '../shared/i18n';
import type EN from './locales/live.en.json';

export const liveText = defineText<typeof EN>('live', import.meta.glob('./locales/live.*.json', { import: 'default' }));

export type LiveKey = keyof typeof EN;

/** Error codes of the live protocol that have their own text (LiveError in src/shared/live.ts). */
export const LIVE_ERRORS: ReadonlySet<string> = new Set([
  'live.betting_closed',
  'live.bad_spot',
  'live.limit',
  'live.wrong_round',
  'live.not_allowed',
]);
