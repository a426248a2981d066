import type {
  BetRecord,
  BetStatus,
  GameCategory,
  GameItem,
  LotteryBet,
  VendorCard,
  VendorLane,
  Winner,
} from '@pagoda/contracts';
import { BET_STATUSES, DS88_LANE_ID, DS88_VENDOR, GAME_CATEGORIES, minorToNumber } from '@pagoda/contracts';
import type { betRounds, gameVendors } from '../../db/schema.js';
import type { GameWithVendor } from './games.repository.js';

type Row = typeof gameVendors.$inferSelect;

/** Icon of a game or vendor without one (the portal falls back to it too, once). */
export const DEFAULT_GAME_ICON = '/demo/game-default.svg';

/** A vendor's maintenance window as the portal reads it (epoch ms). */
export type MaintenanceWindow = { maintainTime: number; endTime: number | null };

export const presentVendorCard = (
  v: Row,
  title: GameCategory = v.category as GameCategory,
  maintenance?: MaintenanceWindow,
): VendorCard => ({
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
  title,
  walletMode: v.walletMode === 'TRANSFER' ? 'TRANSFER' : 'SEAMLESS',
  ...(maintenance ? { maintenance } : {}),
});

/**
 * The lane a vendor shows in: SPORTS vendors in the brand's e-sports list form the
 * ESPORTS lane; DS88 vendors their own lane.
 */
const laneOf = (v: Row, esports: readonly string[]): GameCategory => {
  if (v.code === DS88_VENDOR) return 'DS88';
  if (v.category === 'SPORTS' && esports.includes(v.code)) return 'ESPORTS';
  return v.category as GameCategory;
};

/** Lanes in the fixed category order; a category with no vendor gets no lane. */
export const presentLanes = (
  rows: Row[],
  esports: readonly string[] = [],
  maintenance: ReadonlyMap<string, MaintenanceWindow> = new Map(),
): VendorLane[] =>
  GAME_CATEGORIES.map((title) => ({
    ...(title === 'DS88' ? { id: DS88_LANE_ID } : {}),
    title,
    gameClassify: title,
    cards: rows
      .filter((r) => laneOf(r, esports) === title)
      .map((r) => presentVendorCard(r, title, maintenance.get(r.code))),
  })).filter((l) => l.cards.length > 0);

/**
 * The rounds a lane's record shows: ESPORTS and DS88 are lanes of vendors, not
 * categories rounds are stored under, so they select the lane's vendors within their categories.
 * SPORTS keeps every sports round, e-sports included (docs/decisions.md).
 */
export const roundScopeOf = (
  category: GameCategory,
  esports: readonly string[],
): { categories: readonly string[]; vendors?: readonly string[] }[] => {
  if (category === 'SPORTS') return [{ categories: ['SPORTS', 'ESPORTS'] }];
  if (category === 'ESPORTS') return [{ categories: ['ESPORTS'] }, { categories: ['SPORTS'], vendors: esports }];
  if (category === 'DS88') return [{ categories: GAME_CATEGORIES, vendors: [DS88_VENDOR] }];
  return [{ categories: [category] }];
};

/** ELOTT if the ELOTT lane has TCG_LOTTO_VN or LOTT, otherwise LOTT. */
export const prizeModeOf = (lanes: VendorLane[]): 'LOTT' | 'ELOTT' => {
  const elott = lanes.find((l) => l.title === 'ELOTT');
  return elott?.cards.some((c) => c.accountTypeName === 'TCG_LOTTO_VN' || c.accountTypeName === 'LOTT')
    ? 'ELOTT'
    : 'LOTT';
};

/** The name in the page's language, else English, else any. */
export const nameIn = (names: Record<string, string> | null | undefined, language: string, fallback = ''): string =>
  names?.[language] || names?.EN || Object.values(names ?? {})[0] || fallback;

export const presentGame = (
  { game, vendor }: GameWithVendor,
  language: string,
  funVendors: ReadonlySet<string> = new Set(),
): GameItem => {
  const name = nameIn(game.names, language, game.gameCode);
  const icon = game.icon || DEFAULT_GAME_ICON;
  return {
    nodeId: game.nodeId,
    gameId: game.gameId,
    gameCode: game.gameCode,
    gameName: name,
    nodeName: name,
    showIcon: icon,
    iconUrl: icon,
    vassalage: game.vassalage,
    gameType: game.gameType as GameCategory,
    vendor: vendor.code,
    accountTypeName: vendor.code,
    accountTypeId: vendor.accountTypeId,
    displayName: vendor.displayName,
    isGame: 'game',
    freeplay: vendor.freeplay ? 1 : 0,
    guestPlay: vendor.freeplay && funVendors.has(vendor.code) ? 1 : 0,
    gameClassify: game.gameClassify as GameItem['gameClassify'],
    minBet: minorToNumber(game.minBet),
    minLineNum: game.minLineNum,
    defaultPlayType: game.defaultPlayType,
    code: game.gameCode,
    tags: game.tags,
    isHot: game.isHot ? 1 : 0,
  };
};

/** ab***9: enough to recognise oneself, not enough to find anyone (winner board). */
export const maskAccount = (account: string): string => {
  if (account.length <= 3) return `${account.slice(0, 1)}***`;
  return `${account.slice(0, 2)}***${account.slice(-1)}`;
};

type RoundRow = typeof betRounds.$inferSelect;

export const presentWinner = (
  r: {
    round: RoundRow;
    account: string;
    names: Record<string, string> | null;
    gameId: string | null;
    nodeId: string | null;
  },
  language: string,
): Winner => ({
  vo: {
    recordId: String(r.round.id),
    customerName: maskAccount(r.account),
    winAmount: minorToNumber(r.round.winAmount),
    gameName: nameIn(r.names, language, r.round.gameCode),
    gameType: r.round.category,
    winTime: (r.round.closedAt ?? r.round.openedAt).getTime(),
  },
  gameId: r.gameId ?? '',
  nodeId: r.nodeId ?? '',
  vendor: r.round.vendorCode,
});

const statusOf = (s: string): BetStatus =>
  (BET_STATUSES as readonly string[]).includes(s) ? (s as BetStatus) : 'initial';

export const presentBetRecord = (
  r: { round: RoundRow; names: Record<string, string> | null },
  vendorName: string,
  language: string,
): BetRecord => ({
  id: r.round.id,
  roundId: r.round.roundId,
  vendor: r.round.vendorCode,
  vendorName,
  gameCode: r.round.gameCode,
  gameName: nameIn(r.names, language, r.round.gameCode),
  category: r.round.category,
  betAmount: minorToNumber(r.round.betAmount),
  validBet: minorToNumber(r.round.validBet),
  winAmount: minorToNumber(r.round.winAmount),
  profit: minorToNumber(r.round.winAmount - r.round.validBet),
  status: statusOf(r.round.status),
  trial: r.round.trial,
  betTime: r.round.openedAt.getTime(),
  settleTime: r.round.closedAt ? r.round.closedAt.getTime() : null,
});

/** A lottery bet: a betting-record row and the game's nodeId ('' when it left the catalogue). */
export const presentLotteryBet = (
  r: { round: RoundRow; names: Record<string, string> | null; nodeId: string | null },
  vendorName: string,
  language: string,
): Omit<LotteryBet, 'ticket'> => ({ ...presentBetRecord(r, vendorName, language), nodeId: r.nodeId ?? '' });

/** A lottery game as the /lgw menus list it (the catalogue's fields; vendor = accountTypeName = the vendor code). */
export const presentLotteryItem = (r: GameWithVendor, language: string) => ({
  gameCode: r.game.gameCode,
  gameName: nameIn(r.game.names, language, r.game.gameCode),
  nodeId: r.game.nodeId,
  vendor: r.vendor.code,
  accountTypeName: r.vendor.code,
  defaultPlayType: r.game.defaultPlayType,
  iconUrl: r.game.icon || DEFAULT_GAME_ICON,
});
