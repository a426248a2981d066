import type { GameCategory, GameItem } from '@pagoda/contracts';

/** What starting a game does, decided before any call. */
export type StartTarget =
  | { kind: 'lottery'; path: string }
  | { kind: 'vendor-page'; path: string; vassalage: string }
  | { kind: 'vendor-popup'; gameType: GameCategory; vassalage: string }
  | { kind: 'launch' };

const LIST_PAGES: Partial<Record<GameCategory, string>> = { RNG: '/rng', FISH: '/fish', PVP: '/pvp' };

export const startTarget = (
  g: Pick<
    GameItem,
    'gameType' | 'vendor' | 'accountTypeName' | 'gameCode' | 'code' | 'defaultPlayType' | 'isGame' | 'vassalage'
  >,
): StartTarget => {
  // Lottery types go to /lottery: vendor falls back to the account type name, game code to code;
  // empty values are left out of the query. Spec §4 names the lottery vendors (LOTTERY_VENDORS); every
  // vendor's lottery opens there, since /lottery launches any vendor's (docs/decisions.md, issue 18).
  if (g.gameType === 'LOTT' || g.gameType === 'ELOTT') {
    const params = new URLSearchParams();
    const vendor = g.vendor || g.accountTypeName;
    const gameCode = g.gameCode || g.code;
    if (vendor) params.set('vendor', vendor);
    if (gameCode) params.set('gameCode', gameCode);
    if (g.defaultPlayType) params.set('playType', g.defaultPlayType);
    const q = params.toString();
    return { kind: 'lottery', path: q ? `/lottery?${q}` : '/lottery' };
  }
  // A vendor entry (isGame VASSALAGE) opens its list: on its list page, else in a popup list.
  if (g.isGame === 'VASSALAGE' && g.vassalage) {
    const page = LIST_PAGES[g.gameType];
    if (page) {
      return {
        kind: 'vendor-page',
        path: `${page}?vassalage=${encodeURIComponent(g.vassalage)}`,
        vassalage: g.vassalage,
      };
    }
    return { kind: 'vendor-popup', gameType: g.gameType, vassalage: g.vassalage };
  }
  return { kind: 'launch' };
};
