import { GAME_CATEGORIES, GAME_CLASSIFIES, minorToNumber, minorToText } from '@pagoda/contracts';
import type { OperatorGame } from '@pagoda/contracts';
import type { operatorRoomSchema } from '@pagoda/contracts';
import type { z } from 'zod';
import type { AdminGameRow } from './games-admin.repository.js';
import { nameIn } from './games.presenter.js';
import type { LiveRoom } from './room-occupancy.js';

const category = (v: string) => GAME_CATEGORIES.find((c) => c === v) ?? 'RNG';
const classify = (v: string) => GAME_CLASSIFIES.find((c) => c === v) ?? '';

export const presentAdminGame = ({ game, vendor }: AdminGameRow, language: string): OperatorGame => ({
  id: game.id,
  vendor: game.vendorCode,
  vendorName: vendor?.displayName ?? game.vendorCode,
  gameType: category(game.gameType),
  gameCode: game.gameCode,
  nodeId: game.nodeId,
  name: nameIn(game.names, language, game.gameCode),
  names: game.names,
  gameClassify: classify(game.gameClassify),
  minBet: minorToNumber(game.minBet),
  minLineNum: game.minLineNum,
  icon: game.icon,
  hot: game.isHot,
  room: game.isRoom,
  enabled: game.enabled,
  vendorEnabled: vendor?.enabled ?? false,
  sort: game.sort,
  popularity: game.popularity,
  updatedAt: game.updatedAt.getTime(),
});

/**
 * The audited fields of a game: what the audit log's before/after show (money as decimal text, since
 * JSON has no bigint).
 */
export const auditedGame = (g: AdminGameRow['game']) => ({
  enabled: g.enabled,
  hot: g.isHot,
  sort: g.sort,
  gameType: g.gameType,
  gameClassify: g.gameClassify,
  minBet: minorToText(g.minBet),
  minLineNum: g.minLineNum,
  names: g.names,
  icon: g.icon,
});

/** A live table or room; `live` is its vendor's occupancy list (undefined: the vendor publishes none). */
export const presentAdminRoom = (
  { game, vendor }: AdminGameRow,
  language: string,
  live: Map<string, LiveRoom> | null | undefined,
): z.input<typeof operatorRoomSchema> => {
  const kind = game.gameType === 'LIVE' ? 'LIVE' : 'PVP';
  const listed = live?.get(game.gameCode);
  return {
    id: game.id,
    vendor: game.vendorCode,
    vendorName: vendor?.displayName ?? game.vendorCode,
    kind,
    gameCode: game.gameCode,
    name: nameIn(game.names, language, game.gameCode),
    enabled: game.enabled,
    minBet: minorToNumber(game.minBet),
    // A room of a vendor that publishes rooms is "unavailable" when it is not in the answer (as on the
    // portal); a live table has occupancy only when its vendor lists it.
    occupancy: listed ?? (live === undefined || kind === 'LIVE' ? null : { status: 'unavailable' }),
  };
};
