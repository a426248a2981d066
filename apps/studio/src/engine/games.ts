// The studio's catalogue: every game the studio serves, by its platform game code.
import { DRAGON_REEF } from './dragon-reef';
import { JADE_TEMPLE } from './jade-temple';
import { LANTERN_FORTUNE } from './lantern-fortune';
import { LUCKY_SEVENS } from './lucky-sevens';
import type { StudioGameDef } from './types';

export const STUDIO_GAMES: StudioGameDef[] = [LANTERN_FORTUNE, JADE_TEMPLE, LUCKY_SEVENS, DRAGON_REEF];

const byCode = new Map(STUDIO_GAMES.map((g) => [g.code, g]));

export const studioGame = (code: string): StudioGameDef | undefined => byCode.get(code);

/** The smallest bet of a game in minor units: smallest coin value × coins per spin (slots) or level 1's coins (fish). */
export const minBetMinor = (game: StudioGameDef): number =>
  game.coinValues[0]! * (game.kind === 'slot' ? game.coinsPerSpin : game.cannonLevels[0]!);
