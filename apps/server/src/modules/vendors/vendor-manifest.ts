import { GAME_CATEGORIES } from '@pagoda/contracts';
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError, ErrorCode } from '../../lib/app-error.js';
import { gameImportRowSchema, importGames } from '../games/games-import.js';
import { gamesRepository } from '../games/games.repository.js';
import { vendorsRepository } from './vendors.repository.js';

const code = z.string().regex(/^[A-Za-z0-9_]{1,32}$/, 'a vendor code');

/**
 * What a vendor publishes so an operator can register it in one step (docs/vendor-api.md):
 * the vendor, the categories it plays in, where its games launch, and its game list in the
 * games:import format. The HMAC secret is agreed separately and never part of the manifest.
 */
export const vendorManifestSchema = z.object({
  code,
  displayName: z.string().trim().min(1).max(64),
  adapter: z.enum(['seamless', 'transfer']),
  launchUrl: z.string().url().max(500),
  walletApiUrl: z.string().url().max(500).optional(),
  /** Live occupancy of its PVP rooms (GLS2_roomList merges it in); a vendor without rooms leaves it out. */
  roomsUrl: z.string().url().max(500).optional(),
  icon: z.string().max(500).default(''),
  categories: z.array(z.enum(GAME_CATEGORIES)).min(1).max(12),
  games: z.array(z.unknown()).max(5_000),
});
export type VendorManifest = z.infer<typeof vendorManifestSchema>;

/** Registers (or updates) a vendor from its manifest: catalogue rows, integration and games, in one transaction. */
export const registerVendor = async (db: DbOrTx, merchantCode: string, manifest: VendorManifest, secret: string) => {
  if (secret.length < 32)
    throw new AppError(ErrorCode.ValidationFailed, 'The vendor secret needs at least 32 characters.');
  const rows = manifest.games.map((g, i) => {
    const parsed = gameImportRowSchema.safeParse(g);
    if (!parsed.success)
      throw new AppError(
        ErrorCode.ValidationFailed,
        `game ${i + 1}: ${parsed.error.issues.map((x) => x.message).join('; ')}`,
      );
    if (parsed.data.vendor !== manifest.code)
      throw new AppError(ErrorCode.ValidationFailed, `game ${i + 1}: vendor is not ${manifest.code}`);
    return parsed.data;
  });
  const accountTypeId = await gamesRepository.accountTypeIdFor(db, merchantCode, manifest.code);
  for (const category of manifest.categories)
    await gamesRepository.upsertVendor(db, {
      merchantCode,
      code: manifest.code,
      category,
      displayName: manifest.displayName,
      accountTypeId,
      smallIcon: manifest.icon,
      largeIcon: manifest.icon,
      walletMode: manifest.adapter === 'seamless' ? 'SEAMLESS' : 'TRANSFER',
      isHot: true,
    });
  await vendorsRepository.upsertIntegration(db, {
    merchantCode,
    vendorCode: manifest.code,
    adapter: manifest.adapter,
    secret,
    launchUrl: manifest.launchUrl,
    walletApiUrl: manifest.walletApiUrl ?? '',
    roomsUrl: manifest.roomsUrl ?? '',
  });
  const result = await importGames(db, merchantCode, rows);
  return { vendor: manifest.code, categories: manifest.categories, games: rows.length, ...result };
};

const registerFromUrl = async (db: Db, merchantCode: string, url: string, secret: string) => {
  const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const manifest = vendorManifestSchema.parse(await res.json());
  return db.transaction((tx) => registerVendor(tx, merchantCode, manifest, secret));
};

/**
 * Registers each vendor of VENDOR_MANIFEST_URLS (the demo registers the bundled studio this way).
 * Answers the URLs that did not answer yet; `retryInBackground` keeps trying those every 2 s for
 * five minutes (a vendor started beside the platform may come up later), then warns.
 */
export const registerVendorsFromManifests = async (
  db: Db,
  config: Pick<Config, 'VENDOR_MANIFEST_URLS' | 'VENDOR_MANIFEST_SECRET' | 'DEFAULT_MERCHANT'>,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
) => {
  const secret = config.VENDOR_MANIFEST_SECRET;
  if (!secret) return { retryInBackground: () => undefined };
  const attempt = async (url: string) => {
    try {
      log.info({ url, ...(await registerFromUrl(db, config.DEFAULT_MERCHANT, url, secret)) }, 'vendor registered');
      return null;
    } catch (err) {
      return (err as Error).message;
    }
  };
  const pending: string[] = [];
  for (const url of config.VENDOR_MANIFEST_URLS) if ((await attempt(url)) !== null) pending.push(url);
  return {
    retryInBackground: () =>
      void Promise.all(
        pending.map(async (url) => {
          const until = Date.now() + 5 * 60_000;
          let error: string | null = 'not tried';
          while (error !== null && Date.now() < until) {
            await new Promise((r) => setTimeout(r, 2_000));
            error = await attempt(url);
          }
          if (error !== null)
            log.warn({ url, error }, 'vendor manifest not reachable; register it with npm run ops -- vendor:register');
        }),
      ),
  };
};
