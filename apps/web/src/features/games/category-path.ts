import type { GameCategory, VendorCard } from '@pagoda/contracts';

const PAGE: Partial<Record<GameCategory, string>> = {
  RNG: '/rng',
  LIVE: '/live',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  FISH: '/fish',
  PVP: '/pvp',
};

/**
 * Where a category entry leads. Lottery categories open the first vendor's game, and
 * cockfight opens its game directly (spec §2); the others have their own page.
 */
export const categoryPath = (category: GameCategory, first?: VendorCard): string => {
  const page = PAGE[category];
  if (page) return page;
  if (category === 'LOTT' || category === 'ELOTT') {
    return first ? `/lottery?${new URLSearchParams({ vendor: first.accountTypeName }).toString()}` : '/lottery';
  }
  return first ? `/game?${new URLSearchParams({ vendor: first.accountTypeName }).toString()}` : '/';
};

export const vendorPath = (category: GameCategory, card: VendorCard): string => {
  if (category === 'RNG' || category === 'FISH' || category === 'PVP') {
    return `${PAGE[category]}?${new URLSearchParams({ vassalage: card.vassalage }).toString()}`;
  }
  return categoryPath(category, card);
};
