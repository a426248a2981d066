import type { GameCategory, VendorCard } from '@pagoda/contracts';

const PAGE: Partial<Record<GameCategory, string>> = {
  RNG: '/rng',
  LIVE: '/live',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  FISH: '/fish',
  PVP: '/pvp',
};

/** /game?vendor=…: the route that launches a vendor's first game, for entries without a page. */
export const directLaunchPath = (card: Pick<VendorCard, 'accountTypeName' | 'gameType' | 'vassalage'>): string =>
  `/game?${new URLSearchParams({ vendor: card.accountTypeName, gameType: card.gameType, vassalage: card.vassalage }).toString()}`;

/**
 * Where a category entry leads. Lottery categories open the first vendor's game, and
 * cockfight (and the DS88 lane, its own category) opens its game directly; the others have their
 * own page.
 */
export const categoryPath = (category: GameCategory, first?: VendorCard): string => {
  const page = PAGE[category];
  if (page) return page;
  if (category === 'LOTT' || category === 'ELOTT') {
    // The ELOTT entry opens the lottery on the vendor's electronic (fast) games.
    const q = new URLSearchParams(first ? { vendor: first.accountTypeName } : {});
    if (category === 'ELOTT') q.set('prizeMode', 'ELOTT');
    const query = q.toString();
    return query ? `/lottery?${query}` : '/lottery';
  }
  return first ? directLaunchPath(first) : '/';
};

/** A vendor of a category's dropdown: its list, or (sportsbooks too) its own first game. */
export const vendorPath = (category: GameCategory, card: VendorCard): string => {
  if (category === 'RNG' || category === 'FISH' || category === 'PVP') {
    return `${PAGE[category]}?${new URLSearchParams({ vassalage: card.vassalage }).toString()}`;
  }
  if (category === 'SPORTS' || category === 'ESPORTS') return directLaunchPath(card);
  return categoryPath(category, card);
};
