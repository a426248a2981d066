// Names the lottery pages print: games, stations and prize tiers in the player's language.
import type { StudioLang } from '../../../src/engine/types';
import { stationByCode } from '../../../src/lottery';
import { lookupText } from '../shared/i18n';

/** The game's name in the player's language, or the menu's (Vietnamese) name for a game without a text. */
export const gameName = (lang: StudioLang, code: string, fallback: string = code): string =>
  lookupText(lang, `lottery.game.${code}`) ?? fallback;

/** A station (đài) by its Vietnamese name; the house's fast games name no station. */
export const stationName = (code: string): string => stationByCode(code)?.name ?? code;

/** A prize tier's name ("Giải nhất", "First prize"), or the core's Vietnamese name when the tier has no text. */
export const tierName = (lang: StudioLang, code: string, fallback: string): string =>
  lookupText(lang, `lottery.tier.${code}`) ?? fallback;
