import { z } from 'zod';
import { GAME_CLASSIFIES } from '../../enums.js';
import { moneyValue } from '../../money.js';
import { gameCategorySchema } from '../../schemas.js';

/** One game as every list call answers it (api-observed §2.3 game item). */
export const gameItemSchema = z.object({
  nodeId: z.string(),
  gameId: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  /** Same as gameName (the original client reads either). */
  nodeName: z.string(),
  showIcon: z.string(),
  iconUrl: z.string(),
  /** The vendor's vassalage: its own game list on the game page. */
  vassalage: z.string(),
  gameType: gameCategorySchema,
  /** Vendor code. */
  vendor: z.string(),
  accountTypeName: z.string(),
  accountTypeId: z.number().int(),
  /** The vendor's display name. */
  displayName: z.string(),
  /** "game" launches; "VASSALAGE" (a vendor entry) opens its list. */
  isGame: z.enum(['game', 'VASSALAGE']),
  freeplay: z.union([z.literal(0), z.literal(1)]),
  gameClassify: z.union([z.enum(GAME_CLASSIFIES), z.literal('')]),
  minBet: moneyValue,
  minLineNum: z.number().int(),
  defaultPlayType: z.string(),
  code: z.string(),
  tags: z.array(z.string()),
  isHot: z.union([z.literal(0), z.literal(1)]),
});
export type GameItem = z.infer<typeof gameItemSchema>;

/** Fields the portal sends with list calls (kept for compatibility, not all used). */
export const clientFields = {
  clientType: z.coerce.number().int().min(0).max(9).optional(),
  platform: z.string().max(64).optional(),
  channel: z.string().max(32).optional(),
  language: z.string().max(8).optional(),
};

export const pageNoSchema = z.coerce.number().int().min(1).max(100_000).default(1);

/** What identifies a favourite (api-observed §2.3). */
export const favouriteKeySchema = z.object({
  nodeId: z.string().trim().min(1).max(64),
  vendor: z.string().trim().min(1).max(32),
  gameType: gameCategorySchema,
});
