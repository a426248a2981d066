import { z } from 'zod';
import { GAME_CATEGORIES, GAME_CLASSIFIES, LANGUAGES } from '../../enums.js';
import { MONEY_MAX_MINOR, minorToText, moneyValue, parseMinor } from '../../money.js';
import { rowIdSchema } from '../../schemas.js';
import { documentText, freeText, text } from '../../text.js';
import { roomOccupancySchema } from '../games/get-room-list.js';
import { approvalOutcomeSchema, defineOperatorOperation, gridPage, gridQuery, OPERATOR_BASE } from './common.js';

/*
 * Games and vendors in the back office: the catalogue grid and its edits, icon upload, file import,
 * the vendors' integration status, maintenance windows, manifest refresh and secret rotation (under
 * maker-checker), and the live tables and PvP rooms with their occupancy.
 */

const vendorCode = text()
  .trim()
  .regex(/^[A-Za-z0-9_]{1,32}$/, 'a vendor code');

/** 'true' / 'false' in a grid's query string; absent: no filter. */
const flagFilter = z.enum(['true', 'false']).optional();

/** A non-negative amount (a minimum bet may be 0): the decimal text, at most 2 places. */
const amountOrZero = z.union([z.number(), text()]).transform((v, ctx) => {
  const raw = typeof v === 'number' ? (Number.isFinite(v) ? String(v) : 'NaN') : v.trim();
  const minor = parseMinor(raw);
  if (minor === null || minor > MONEY_MAX_MINOR) {
    ctx.addIssue({ code: 'custom', message: 'amount: a number of at least 0 with at most 2 decimals' });
    return z.NEVER;
  }
  return minorToText(minor);
});

/** A game's name per portal language; EN is the fallback every other language falls back to. */
export const gameNamesSchema = z
  .partialRecord(z.enum(LANGUAGES), freeText().trim().max(120))
  .refine((n) => Boolean(n.EN), 'names.EN is required');

/** One game of the catalogue as the back office sees it (disabled games and rooms included). */
export const operatorGameSchema = z.object({
  id: z.number().int(),
  vendor: z.string(),
  vendorName: z.string(),
  gameType: z.enum(GAME_CATEGORIES),
  gameCode: z.string(),
  nodeId: z.string(),
  /** The name in the operator's language, else EN. */
  name: z.string(),
  names: z.partialRecord(z.enum(LANGUAGES), z.string()),
  gameClassify: z.union([z.enum(GAME_CLASSIFIES), z.literal('')]),
  minBet: moneyValue,
  minLineNum: z.number().int(),
  /** The icon path or URL the portal loads ('' = the default icon). */
  icon: z.string(),
  hot: z.boolean(),
  room: z.boolean(),
  enabled: z.boolean(),
  /** The vendor is enabled in the game's category: a disabled vendor hides all its games. */
  vendorEnabled: z.boolean(),
  sort: z.number().int(),
  popularity: z.number().int(),
  updatedAt: z.number().int(),
});
export type OperatorGame = z.infer<typeof operatorGameSchema>;

export const OPERATOR_GAME_SORTS = ['sort', 'name', 'vendor', 'gameType', 'minBet', 'popularity', 'updatedAt'] as const;

export const operatorListGames = defineOperatorOperation({
  id: 'operatorListGames',
  method: 'GET',
  path: `${OPERATOR_BASE}/games`,
  summary: 'The game catalogue, paged on the server: filter by vendor, category, enabled, hot, room and name',
  permission: 'games.read',
  query: gridQuery(OPERATOR_GAME_SORTS).extend({
    vendor: vendorCode.optional(),
    gameType: z.enum(GAME_CATEGORIES).optional(),
    enabled: flagFilter,
    hot: flagFilter,
    room: flagFilter,
  }),
  value: gridPage(operatorGameSchema),
});

export const operatorUpdateGame = defineOperatorOperation({
  id: 'operatorUpdateGame',
  method: 'POST',
  path: `${OPERATOR_BASE}/games/update`,
  summary: 'Edit one game: enabled, hot, sort order, category and classification, minimum bet, names, icon',
  permission: 'games.write',
  body: z
    .object({
      id: rowIdSchema,
      enabled: z.boolean().optional(),
      hot: z.boolean().optional(),
      sort: z.number().int().min(0).max(1_000_000).optional(),
      /** The category must be one the game's vendor plays in. */
      gameType: z.enum(GAME_CATEGORIES).optional(),
      gameClassify: z.union([z.enum(GAME_CLASSIFIES), z.literal('')]).optional(),
      minBet: amountOrZero.optional(),
      minLineNum: z.number().int().min(0).max(10_000).optional(),
      names: gameNamesSchema.optional(),
      /** '' restores the default icon; an uploaded icon is set by operatorUploadGameIcon. */
      icon: z.literal('').optional(),
    })
    .refine((b) => Object.keys(b).length > 1, 'nothing to change'),
  value: operatorGameSchema,
});

export const operatorBulkEnableGames = defineOperatorOperation({
  id: 'operatorBulkEnableGames',
  method: 'POST',
  path: `${OPERATOR_BASE}/games/bulk-enable`,
  summary: 'Enable or disable several games at once',
  permission: 'games.write',
  body: z.object({
    ids: z.array(rowIdSchema).min(1).max(500),
    enabled: z.boolean(),
  }),
  value: z.object({ updated: z.number().int() }),
});

/** Icons: PNG, JPEG or WebP (checked by their bytes, not their label), at most 256 KB. */
export const GAME_ICON_MAX_BYTES = 256 * 1024;
export const GAME_ICON_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const operatorUploadGameIcon = defineOperatorOperation({
  id: 'operatorUploadGameIcon',
  method: 'POST',
  path: `${OPERATOR_BASE}/games/icon`,
  summary: "Upload a game's icon (PNG, JPEG or WebP, at most 256 KB, as a data URL); the portal loads it at once",
  permission: 'games.write',
  body: z.object({
    id: rowIdSchema,
    image: text()
      .max(Math.ceil((GAME_ICON_MAX_BYTES * 4) / 3) + 64)
      .regex(/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/, 'a PNG, JPEG or WebP data URL'),
  }),
  value: operatorGameSchema,
});

/** An import file holds at most this many characters (about 5,000 games). */
export const GAMES_IMPORT_MAX_CHARS = 2_000_000;

export const gamesImportErrorSchema = z.object({
  /** 1-based, counting the games of the file (a CSV header is not a row). */
  row: z.number().int(),
  field: z.string(),
  message: z.string(),
});

export const operatorImportGames = defineOperatorOperation({
  id: 'operatorImportGames',
  method: 'POST',
  path: `${OPERATOR_BASE}/games/import`,
  summary:
    'Import games from a CSV or JSON file (the games-import format): every row is checked first; one bad row and nothing is written',
  permission: 'games.write',
  body: z.object({
    format: z.enum(['csv', 'json']),
    content: documentText().min(1).max(GAMES_IMPORT_MAX_CHARS),
    /** The vendor of rows that name none. */
    vendor: vendorCode.optional(),
  }),
  value: z.object({
    /** False when any row was refused: then nothing was written. */
    imported: z.boolean(),
    rows: z.number().int(),
    inserted: z.number().int(),
    updated: z.number().int(),
    errors: z.array(gamesImportErrorSchema),
  }),
});

/** A live table or PvP room, with its occupancy where the vendor publishes one. */
export const operatorRoomSchema = z.object({
  id: z.number().int(),
  vendor: z.string(),
  vendorName: z.string(),
  kind: z.enum(['LIVE', 'PVP']),
  gameCode: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  minBet: moneyValue,
  /** null: the vendor publishes no occupancy for it (no roomsUrl, or a table it does not list). */
  occupancy: roomOccupancySchema.nullable(),
});

export const operatorListRooms = defineOperatorOperation({
  id: 'operatorListRooms',
  method: 'GET',
  path: `${OPERATOR_BASE}/games/rooms`,
  summary: "Live tables and PvP rooms with their live occupancy, read from the vendors' rooms URLs",
  permission: 'games.read',
  query: z.object({ kind: z.enum(['LIVE', 'PVP']).optional() }),
  value: z.object({ list: z.array(operatorRoomSchema), readAt: z.number().int() }),
});

// ---- vendors ----

export const vendorRefreshSchema = z.object({
  at: z.number().int(),
  ok: z.boolean(),
  url: z.string(),
  /** What went wrong, or what was registered ("12 games: 2 new, 10 updated"). */
  message: z.string(),
});

export const operatorVendorSchema = z.object({
  code: z.string(),
  displayName: z.string(),
  /** Categories it plays in, and whether each is enabled in the catalogue. */
  categories: z.array(z.object({ category: z.enum(GAME_CATEGORIES), enabled: z.boolean() })),
  /** SEAMLESS or TRANSFER, from the catalogue. */
  walletMode: z.string(),
  games: z.number().int(),
  /** How money and launches flow; null for a catalogue-only vendor (no integration registered). */
  integration: z
    .object({
      adapter: z.enum(['seamless', 'transfer']),
      enabled: z.boolean(),
      funMode: z.boolean(),
      launchUrl: z.string(),
      walletApiUrl: z.string(),
      roomsUrl: z.string(),
      /** The lottery's read URLs from the manifest (empty: none). */
      lottery: z.object({
        menuUrl: z.string(),
        openedUrl: z.string(),
        recentUrl: z.string(),
        resultsUrl: z.string(),
        frequencyUrl: z.string(),
        ticketsUrl: z.string(),
        /** The lottery operations API's base URL (the back office's Lottery pages); empty: none. */
        adminUrl: z.string(),
      }),
    })
    .nullable(),
  maintenance: z.object({ from: z.number().int(), until: z.number().int().nullable(), active: z.boolean() }).nullable(),
  lastRefresh: vendorRefreshSchema.nullable(),
  /** A rotated secret waiting for the signed-in operator (the checker who approved it) to read once. */
  secretReveal: z.object({ id: z.number().int(), expiresAt: z.number().int() }).nullable(),
});
export type OperatorVendor = z.infer<typeof operatorVendorSchema>;

export const operatorListVendors = defineOperatorOperation({
  id: 'operatorListVendors',
  method: 'GET',
  path: `${OPERATOR_BASE}/vendors`,
  summary: 'Vendors with their integration status, maintenance window and last manifest refresh',
  permission: 'vendors.read',
  value: z.object({ list: z.array(operatorVendorSchema) }),
});

/** Epoch milliseconds. */
const instant = z.number().int().min(0).max(8_640_000_000_000);

export const operatorSetVendorMaintenance = defineOperatorOperation({
  id: 'operatorSetVendorMaintenance',
  method: 'POST',
  path: `${OPERATOR_BASE}/vendors/maintenance`,
  summary: 'Set or clear a vendor maintenance window (the portal shows the vendor in maintenance)',
  permission: 'vendors.write',
  body: z
    .object({ vendor: vendorCode, from: instant.nullable(), until: instant.nullable() })
    .refine((b) => b.from !== null || b.until === null, { message: 'until needs a from', path: ['until'] })
    .refine((b) => b.from === null || b.until === null || b.until > b.from, {
      message: 'until must be after from',
      path: ['until'],
    }),
  value: operatorVendorSchema,
});

export const operatorRefreshVendorManifest = defineOperatorOperation({
  id: 'operatorRefreshVendorManifest',
  method: 'POST',
  path: `${OPERATOR_BASE}/vendors/refresh`,
  summary: "Read the vendor's manifest again now and register what it says (categories, URLs, games)",
  permission: 'vendors.write',
  body: z.object({ vendor: vendorCode }),
  value: z.object({ vendor: operatorVendorSchema, refresh: vendorRefreshSchema }),
});

export const operatorRotateVendorSecret = defineOperatorOperation({
  id: 'operatorRotateVendorSecret',
  method: 'POST',
  path: `${OPERATOR_BASE}/vendors/secret/rotate`,
  summary:
    'Request a new wallet-API secret for a vendor: always approved by a second operator, who alone reads the new secret, once',
  permission: 'vendors.secrets',
  body: z.object({ vendor: vendorCode, reason: freeText().trim().min(1).max(200) }),
  value: approvalOutcomeSchema,
});

export const operatorRevealVendorSecret = defineOperatorOperation({
  id: 'operatorRevealVendorSecret',
  method: 'POST',
  path: `${OPERATOR_BASE}/vendors/secret/reveal`,
  summary: 'Read a rotated vendor secret: only the operator who approved the rotation, once, within 15 minutes',
  permission: 'vendors.secrets',
  body: z.object({ id: rowIdSchema }),
  value: z.object({ vendor: z.string(), secret: z.string() }),
});
