import { z } from 'zod';
import { GAME_CLASSIFIES } from '../../enums.js';
import { moneyValue } from '../../money.js';
import { epochMsSchema, gameCategorySchema } from '../../schemas.js';
import { text } from '../../text.js';

/** One game as every list call answers it. */
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
  /** 1 when a visitor can play it for fun (GCS_gameLaunchFB): a free-play game of a vendor with a guest mode. */
  guestPlay: z.union([z.literal(0), z.literal(1)]).optional(),
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
  clientType: epochMsSchema.max(9).optional(),
  platform: text().max(64).optional(),
  channel: text().max(32).optional(),
  language: text().max(8).optional(),
};

export const pageNoSchema = z.coerce.number().int().min(1).max(100_000).default(1);

/** What identifies a favourite. */
export const favouriteKeySchema = z.object({
  nodeId: text().trim().min(1).max(64),
  vendor: text().trim().min(1).max(32),
  gameType: gameCategorySchema,
});

/** Rows per page of the betting records. */
export const BET_RECORD_PAGE_SIZE = 13;
/** Bet records are kept and searched over at most 93 days. */
const MAX_HISTORY_RANGE_MS = 93 * 86_400_000;

type Window = { startTime: number; endTime: number };
const ordered = (q: Window) => q.endTime >= q.startTime;
const withinRange = (q: Window) => q.endTime - q.startTime <= MAX_HISTORY_RANGE_MS;

/**
 * The query every betting-record call shares (vendor, time window, page, language), with the
 * call's own filters added: one shape, so the bet-history calls cannot drift apart.
 */
export const historyWindowQuery = <S extends z.ZodRawShape>(filters: S) =>
  z
    .object({
      ...filters,
      vendor: text()
        .trim()
        .regex(/^[A-Za-z0-9_]{0,32}$/, 'vendor: a vendor code')
        .optional(),
      startTime: epochMsSchema,
      endTime: epochMsSchema,
      page: z.coerce.number().int().min(1).max(100_000).default(1),
      size: z.coerce.number().int().min(1).max(100).default(BET_RECORD_PAGE_SIZE),
      language: text().max(8).optional(),
    })
    .refine((q) => ordered(q as Window), { message: 'endTime: before startTime', path: ['endTime'] })
    .refine((q) => withinRange(q as Window), { message: 'range: at most 93 days', path: ['endTime'] });
