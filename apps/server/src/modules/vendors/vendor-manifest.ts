import { GAME_CATEGORIES } from '@pagoda/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { JOB, type Jobs } from '../../jobs/definitions.js';
import { AppError, ErrorCode } from '../../lib/app-error.js';
import { gameImportRowSchema, importGames } from '../games/games-import.js';
import { gamesRepository } from '../games/games.repository.js';
import { vendorsAdminRepository } from './vendors-admin.repository.js';
import { vendorsRepository } from './vendors.repository.js';

const code = z.string().regex(/^[A-Za-z0-9_]{1,32}$/, 'a vendor code');

/** An http(s) URL, holding `placeholder` when one is named (checked with the placeholder filled in). */
const lotteryUrl = (placeholder?: string) =>
  z
    .string()
    .max(500)
    .refine(
      (v) => {
        if (placeholder && !v.includes(placeholder)) return false;
        try {
          const u = new URL(placeholder ? v.replaceAll(placeholder, 'x') : v);
          return u.protocol === 'http:' || u.protocol === 'https:';
        } catch {
          return false;
        }
      },
      { message: placeholder ? `an http(s) URL holding ${placeholder}` : 'an http(s) URL' },
    );

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
  /** The lottery's reads the /lgw calls merge (bare JSON); a vendor without a lottery leaves them out. */
  lotteryMenuUrl: lotteryUrl().optional(),
  lotteryOpenedUrl: lotteryUrl().optional(),
  lotteryRecentUrl: lotteryUrl().optional(),
  /** Holds `{gameCode}`; `?date=YYYY-MM-DD` is added for one day's draws. */
  lotteryResultsUrl: lotteryUrl('{gameCode}').optional(),
  /** `?gameCode=&count=` are added. */
  lotteryFrequencyUrl: lotteryUrl().optional(),
  /** Holds `{playerId}`; `?status=&limit=` are added and the call is signed like the wallet calls. */
  lotteryTicketsUrl: lotteryUrl('{playerId}').optional(),
  /** The base of its lottery operations API (vendor-lottery-admin paths are appended; every call signed). */
  lotteryAdminUrl: lotteryUrl().optional(),
  icon: z.string().max(500).default(''),
  categories: z.array(z.enum(GAME_CATEGORIES)).min(1).max(12),
  /**
   * Categories whose games the vendor also runs as guest fun play: its launchUrl with mode=fun and
   * no token, on a play balance of its own (no wallet call). Visitors may launch them (GCS_gameLaunchFB).
   */
  funCategories: z.array(z.enum(GAME_CATEGORIES)).max(12).default([]),
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
      freeplay: manifest.funCategories.includes(category),
    });
  await vendorsRepository.upsertIntegration(db, {
    merchantCode,
    vendorCode: manifest.code,
    adapter: manifest.adapter,
    secret,
    launchUrl: manifest.launchUrl,
    walletApiUrl: manifest.walletApiUrl ?? '',
    roomsUrl: manifest.roomsUrl ?? '',
    lotteryMenuUrl: manifest.lotteryMenuUrl ?? '',
    lotteryOpenedUrl: manifest.lotteryOpenedUrl ?? '',
    lotteryRecentUrl: manifest.lotteryRecentUrl ?? '',
    lotteryResultsUrl: manifest.lotteryResultsUrl ?? '',
    lotteryFrequencyUrl: manifest.lotteryFrequencyUrl ?? '',
    lotteryTicketsUrl: manifest.lotteryTicketsUrl ?? '',
    lotteryAdminUrl: manifest.lotteryAdminUrl ?? '',
    funMode: manifest.funCategories.length > 0,
  });
  const result = await importGames(db, merchantCode, rows);
  return { vendor: manifest.code, categories: manifest.categories, games: rows.length, ...result };
};

/** A vendor's manifest, read from its URL and checked. */
export const fetchManifest = async (url: string): Promise<VendorManifest> => {
  const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return vendorManifestSchema.parse(await res.json());
};

/** What a registration reports in the vendor's state ("12 games: 2 new, 10 updated"). */
export const registrationSummary = (r: { games: number; inserted: number; updated: number }) =>
  `${r.games} games: ${r.inserted} new, ${r.updated} updated`;

/**
 * Registers a manifest read from `url` and records it as the vendor's last refresh, in the caller's
 * transaction. A secret rotated in the back office is kept; otherwise the configured secret applies.
 */
export const registerFromManifest = async (
  tx: DbOrTx,
  merchantCode: string,
  url: string,
  manifest: VendorManifest,
  configuredSecret: string | undefined,
) => {
  const state = await vendorsAdminRepository.state(tx, merchantCode, manifest.code);
  const current = state?.secretRotatedAt ? await vendorsRepository.integration(tx, merchantCode, manifest.code) : null;
  const secret = current?.secret ?? configuredSecret;
  if (!secret) throw new AppError(ErrorCode.ValidationFailed, 'No vendor secret: set VENDOR_MANIFEST_SECRET.');
  const result = await registerVendor(tx, merchantCode, manifest, secret);
  await vendorsAdminRepository.saveState(tx, merchantCode, manifest.code, {
    manifestUrl: url,
    refreshedAt: new Date(),
    refreshOk: true,
    refreshMessage: registrationSummary(result),
  });
  return result;
};

const registerFromUrl = async (db: Db, merchantCode: string, url: string, secret: string) => {
  const manifest = await fetchManifest(url);
  return db.transaction((tx) => registerFromManifest(tx, merchantCode, url, manifest, secret));
};

type ManifestConfig = Pick<Config, 'VENDOR_MANIFEST_URLS' | 'VENDOR_MANIFEST_SECRET' | 'DEFAULT_MERCHANT'>;

/**
 * Registers the vendors at the given manifest URLs (all of VENDOR_MANIFEST_URLS by default) and
 * answers those that did not answer. Without VENDOR_MANIFEST_SECRET nothing is registered.
 */
export const registerManifestUrls = async (
  db: Db,
  config: ManifestConfig,
  log: Pick<FastifyBaseLogger, 'info'>,
  urls: string[] = config.VENDOR_MANIFEST_URLS,
) => {
  const secret = config.VENDOR_MANIFEST_SECRET;
  if (!secret) return [];
  const failed: string[] = [];
  for (const url of urls) {
    try {
      log.info({ url, ...(await registerFromUrl(db, config.DEFAULT_MERCHANT, url, secret)) }, 'vendor registered');
    } catch {
      failed.push(url);
    }
  }
  return failed;
};

/**
 * Registers each vendor of VENDOR_MANIFEST_URLS (the demo registers the bundled studio this way)
 * before the first request. `retryInBackground` hands those that did not answer to the
 * vendor_manifests job, which retries them with backoff for a few minutes (a vendor started beside
 * the platform may come up later), then warns.
 */
export const registerVendorsFromManifests = async (
  db: Db,
  config: ManifestConfig,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
) => {
  const pending = await registerManifestUrls(db, config, log);
  return {
    retryInBackground: async (jobs: Pick<Jobs, 'enqueue'>) => {
      if (pending.length === 0) return;
      try {
        await jobs.enqueue(JOB.vendorManifests, { urls: pending });
      } catch (err) {
        log.warn(
          { err, urls: pending },
          'vendor manifests not retried; register them with npm run ops -- vendor:register',
        );
      }
    },
  };
};
