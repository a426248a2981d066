import { createHash } from 'node:crypto';
import {
  ErrorCode,
  GAME_ICON_MAX_BYTES,
  type OperationParsedBody,
  type OperationParsedQuery,
  type operatorBulkEnableGames,
  type operatorImportGames,
  type operatorListGames,
  type operatorUpdateGame,
  type operatorUploadGameIcon,
  parseMinor,
} from '@pagoda/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AuditEntry } from '../payments/deposits.service.js';
import { auditedGame, presentAdminGame, presentAdminRoom } from './games-admin.presenter.js';
import { type AdminGameSort, gamesAdminRepository as repo } from './games-admin.repository.js';
import { checkGameRows, importGames, type ImportRowError, readGamesFile, vendorForRow } from './games-import.js';
import { gamesRepository } from './games.repository.js';
import { createRoomOccupancy, type RoomOccupancyCache } from './room-occupancy.js';

export type GamesAdminService = ReturnType<typeof createGamesAdminService>;

/** Who makes a change, for the audit log. */
export type Actor = { actor: string; ip: string };

/** Where the portal loads an uploaded icon from (a relative path: the brand's image CDN serves it). */
export const GAME_ICON_PATH = '/media/game-icons';

/** The content decides the type, not the label: PNG, JPEG and WebP signatures. */
export const sniffImage = (b: Buffer): 'image/png' | 'image/jpeg' | 'image/webp' | null => {
  if (b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length > 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP')
    return 'image/webp';
  return null;
};
const EXTENSION = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;

/** At most this many games in one import (the manifest's own limit). */
const IMPORT_MAX_ROWS = 5_000;

type UpdateBody = OperationParsedBody<typeof operatorUpdateGame>;

/**
 * The catalogue in the back office. Every change runs in one transaction with its audit row, then
 * `changed` makes it visible on the portal at once (the game list cache and the other instances).
 */
export const createGamesAdminService = (
  db: Db,
  deps: {
    audit: (e: AuditEntry, tx?: DbOrTx) => Promise<void>;
    changed: (merchantCode: string) => void;
    rooms?: RoomOccupancyCache;
  },
) => {
  const { audit, changed } = deps;
  const occupancy = deps.rooms ?? createRoomOccupancy();

  const reload = async (merchantCode: string, id: number, language: string) => {
    const row = await repo.byId(db, merchantCode, id);
    if (!row) throw new AppError(ErrorCode.NotFound, 'No such game');
    return presentAdminGame(row, language);
  };

  /** The patch an edit asks for, checked against the game and its vendor. */
  const patchOf = async (
    tx: DbOrTx,
    merchantCode: string,
    game: { vendorCode: string; gameType: string; isRoom: boolean },
    b: UpdateBody,
  ) => {
    if (b.gameType !== undefined && b.gameType !== game.gameType) {
      if (game.isRoom) throw new AppError(ErrorCode.ValidationFailed, 'gameType: a PvP room stays in PVP');
      if (!(await repo.vendorPlays(tx, merchantCode, game.vendorCode, b.gameType)))
        throw new AppError(ErrorCode.ValidationFailed, `gameType: ${game.vendorCode} does not play in ${b.gameType}`);
    }
    return {
      ...(b.enabled !== undefined ? { enabled: b.enabled } : {}),
      ...(b.hot !== undefined ? { isHot: b.hot } : {}),
      ...(b.sort !== undefined ? { sort: b.sort } : {}),
      ...(b.gameType !== undefined ? { gameType: b.gameType } : {}),
      ...(b.gameClassify !== undefined ? { gameClassify: b.gameClassify } : {}),
      ...(b.minBet !== undefined ? { minBet: parseMinor(b.minBet)! } : {}),
      ...(b.minLineNum !== undefined ? { minLineNum: b.minLineNum } : {}),
      ...(b.names !== undefined ? { names: b.names as Record<string, string> } : {}),
      ...(b.icon !== undefined ? { icon: b.icon } : {}),
    };
  };

  /** Only the fields that differ, before and after. */
  const diff = (before: Record<string, unknown>, after: Record<string, unknown>) => {
    const keys = Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
    return {
      before: Object.fromEntries(keys.map((k) => [k, before[k]])),
      after: Object.fromEntries(keys.map((k) => [k, after[k]])),
      changed: keys.length > 0,
    };
  };

  return {
    list: async (merchantCode: string, language: string, q: OperationParsedQuery<typeof operatorListGames>) => {
      const flag = (v: 'true' | 'false' | undefined) => (v === undefined ? undefined : v === 'true');
      const sort: AdminGameSort = q.sort ?? 'sort';
      const { rows, total } = await repo.page(
        db,
        {
          merchantCode,
          vendor: q.vendor,
          gameType: q.gameType,
          enabled: flag(q.enabled),
          hot: flag(q.hot),
          room: flag(q.room),
          q: q.q || undefined,
        },
        // Without a chosen column the grid shows the portal's order (sort ascending).
        { sort, dir: q.sort ? q.order : 'asc' },
        q.pageSize,
        (q.page - 1) * q.pageSize,
      );
      return { list: rows.map((r) => presentAdminGame(r, language)), total };
    },

    update: async (merchantCode: string, by: Actor, language: string, b: UpdateBody) => {
      const touched = await db.transaction(async (tx) => {
        const [game] = await repo.forUpdate(tx, merchantCode, [b.id]);
        if (!game) throw new AppError(ErrorCode.NotFound, 'No such game');
        const patch = await patchOf(tx, merchantCode, game, b);
        const before = auditedGame(game);
        const d = diff(before, auditedGame({ ...game, ...patch }));
        if (!d.changed) return false;
        await repo.update(tx, game.id, patch);
        await audit(
          {
            merchantCode,
            actor: by.actor,
            action: 'game.update',
            target: `game:${game.vendorCode}/${game.gameCode}`,
            detail: { before: d.before, after: d.after },
            ip: by.ip,
          },
          tx,
        );
        return true;
      });
      if (touched) changed(merchantCode);
      return reload(merchantCode, b.id, language);
    },

    bulkEnable: async (merchantCode: string, by: Actor, b: OperationParsedBody<typeof operatorBulkEnableGames>) => {
      const ids = [...new Set(b.ids)];
      const updated = await db.transaction(async (tx) => {
        const found = await repo.forUpdate(tx, merchantCode, ids);
        if (found.length !== ids.length) throw new AppError(ErrorCode.NotFound, 'Some of these games do not exist');
        const toChange = found.filter((g) => g.enabled !== b.enabled);
        if (toChange.length === 0) return 0;
        const n = await repo.setEnabled(
          tx,
          merchantCode,
          toChange.map((g) => g.id),
          b.enabled,
        );
        for (const g of toChange)
          await audit(
            {
              merchantCode,
              actor: by.actor,
              action: b.enabled ? 'game.enable' : 'game.disable',
              target: `game:${g.vendorCode}/${g.gameCode}`,
              detail: { before: { enabled: g.enabled }, after: { enabled: b.enabled }, bulk: ids.length },
              ip: by.ip,
            },
            tx,
          );
        return n;
      });
      if (updated > 0) changed(merchantCode);
      return { updated };
    },

    uploadIcon: async (
      merchantCode: string,
      by: Actor,
      language: string,
      b: OperationParsedBody<typeof operatorUploadGameIcon>,
    ) => {
      const m = /^data:(image\/(?:png|jpeg|webp));base64,(.+)$/.exec(b.image);
      const data = m ? Buffer.from(m[2]!, 'base64') : Buffer.alloc(0);
      const type = sniffImage(data);
      if (!m || !type || type !== m[1] || data.length > GAME_ICON_MAX_BYTES)
        throw new AppError(ErrorCode.UploadInvalid);
      const id = `${createHash('sha256').update(data).digest('hex').slice(0, 40)}.${EXTENSION[type]}`;
      const icon = `${GAME_ICON_PATH}/${id}`;
      await db.transaction(async (tx) => {
        const [game] = await repo.forUpdate(tx, merchantCode, [b.id]);
        if (!game) throw new AppError(ErrorCode.NotFound, 'No such game');
        await repo.insertIcon(tx, { id, merchantCode, contentType: type, size: data.length, data });
        await repo.update(tx, game.id, { icon });
        await audit(
          {
            merchantCode,
            actor: by.actor,
            action: 'game.icon',
            target: `game:${game.vendorCode}/${game.gameCode}`,
            detail: { before: { icon: game.icon }, after: { icon } },
            ip: by.ip,
          },
          tx,
        );
      });
      changed(merchantCode);
      return reload(merchantCode, b.id, language);
    },

    /** An uploaded icon, for the portal (public: icons are shown to every visitor). */
    icon: async (file: string) => {
      const found = /^[0-9a-f]{40}\.(png|jpg|webp)$/.test(file) ? await repo.icon(db, file) : null;
      if (!found) throw new AppError(ErrorCode.NotFound);
      return found;
    },

    /**
     * An import file: every row checked (fields, then the vendor it names); any error and nothing is
     * written, otherwise all rows in one transaction with one audit row listing what was overwritten.
     */
    importFile: async (merchantCode: string, by: Actor, b: OperationParsedBody<typeof operatorImportGames>) => {
      const raw = readGamesFile(b.content, b.format);
      if (raw.length === 0) throw new AppError(ErrorCode.ValidationFailed, 'The file has no games');
      if (raw.length > IMPORT_MAX_ROWS)
        throw new AppError(ErrorCode.ValidationFailed, `At most ${IMPORT_MAX_ROWS} games in one file`);
      const { rows, errors } = checkGameRows(raw, b.vendor);
      const vendors = await gamesRepository.listVendors(db, merchantCode);
      const goodRows = new Set<number>();
      raw.forEach((_, i) => goodRows.add(i + 1));
      for (const e of errors) goodRows.delete(e.row);
      const rowErrors: ImportRowError[] = [...errors];
      // The rows that parsed, in file order: check the vendor each one names.
      [...goodRows].forEach((rowNo, i) => {
        const vendor = vendorForRow(vendors, rows[i]!);
        if (typeof vendor === 'string') rowErrors.push({ row: rowNo, field: 'vendor', message: vendor });
      });
      rowErrors.sort((a, c) => a.row - c.row);
      if (rowErrors.length > 0)
        return { imported: false, rows: raw.length, inserted: 0, updated: 0, errors: rowErrors };

      const result = await db.transaction(async (tx) => {
        const codes = new Set(rows.map((r) => `${r.vendor}/${r.gameCode}`));
        const existing = (
          await repo.ofVendors(
            tx,
            merchantCode,
            rows.map((r) => r.vendor),
          )
        ).filter((g) => codes.has(`${g.vendorCode}/${g.gameCode}`));
        const counts = await importGames(tx, merchantCode, rows);
        await audit(
          {
            merchantCode,
            actor: by.actor,
            action: 'games.import',
            target: `games:${[...new Set(rows.map((r) => r.vendor))].join(',')}`,
            detail: {
              before: Object.fromEntries(existing.map((g) => [`${g.vendorCode}/${g.gameCode}`, auditedGame(g)])),
              after: { games: [...codes], ...counts },
              format: b.format,
            },
            ip: by.ip,
          },
          tx,
        );
        return counts;
      });
      changed(merchantCode);
      return { imported: true, rows: rows.length, ...result, errors: [] };
    },

    /** Live tables and PvP rooms, with the occupancy their vendors publish (read as the portal reads it). */
    rooms: async (merchantCode: string, language: string, kind?: 'LIVE' | 'PVP') => {
      const rows = await repo.tablesAndRooms(db, merchantCode, kind);
      const vendorCodes = [...new Set(rows.map((r) => r.game.vendorCode))];
      const urls = await gamesRepository.roomsUrls(db, merchantCode, vendorCodes);
      const live = new Map(
        await Promise.all(
          urls.map(
            async (u) => [u.vendorCode, await occupancy.rooms(`${merchantCode}|${u.vendorCode}`, u.roomsUrl)] as const,
          ),
        ),
      );
      return {
        list: rows.map((r) =>
          presentAdminRoom(r, language, live.has(r.game.vendorCode) ? live.get(r.game.vendorCode) : undefined),
        ),
        readAt: Date.now(),
      };
    },
  };
};
