import type { GameCategory, VendorCard, VendorLane } from '@pagoda/contracts';
import { GAME_CATEGORIES } from '@pagoda/contracts';
import type { gameVendors } from '../../db/schema.js';

type Row = typeof gameVendors.$inferSelect;

export const presentVendorCard = (v: Row): VendorCard => ({
  id: v.id,
  accountTypeId: v.accountTypeId,
  accountTypeName: v.code,
  vassalage: v.vassalage || v.code,
  displayName: v.displayName,
  smallIcon: v.smallIcon,
  lagerIcon: v.largeIcon,
  isGame: v.isGame === 'game' ? 'game' : 'VASSALAGE',
  isHot: v.isHot ? 1 : 0,
  freeplay: v.freeplay ? 1 : 0,
  gameType: v.category as GameCategory,
  title: v.category as GameCategory,
});

/** Lanes in the fixed category order; a category with no vendor gets no lane. */
export const presentLanes = (rows: Row[]): VendorLane[] =>
  GAME_CATEGORIES.map((title) => ({
    title,
    gameClassify: title,
    cards: rows.filter((r) => r.category === title).map(presentVendorCard),
  })).filter((l) => l.cards.length > 0);
