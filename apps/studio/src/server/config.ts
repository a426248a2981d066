import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .default(false);

/** An http(s) origin and nothing more (no path, no CSP keyword), for frame-ancestors. */
const isOrigin = (v: string) => {
  try {
    const u = new URL(v);
    return (u.protocol === 'https:' || u.protocol === 'http:') && u.origin === v.replace(/\/$/, '');
  } catch {
    return false;
  }
};

/**
 * The studio's settings. It is a vendor like any other: it knows one operator's vendor API
 * (PLATFORM_API_URL), the merchant and vendor code it was registered under, and the shared
 * HMAC secret of that registration.
 */
const schema = z
  .object({
    STUDIO_PORT: z.coerce.number().int().min(1).max(65535).default(8090),
    STUDIO_HOST: z.string().default('0.0.0.0'),
    /** Embedded database directory (PGlite, one process owns it); ignored with STUDIO_DATABASE_URL. */
    STUDIO_DATA_DIR: z.string().default(path.resolve('data/studio')),
    STUDIO_DATABASE_URL: z.string().url().optional(),
    /** The operator's platform, whose /vendor/v1 wallet API the studio calls. */
    PLATFORM_API_URL: z.string().url().default('http://127.0.0.1:8080'),
    STUDIO_MERCHANT: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,32}$/)
      .default('pagoda'),
    STUDIO_VENDOR_CODE: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,32}$/)
      .default('PST'),
    /** HMAC secret of the vendor registration (at least 32 characters). */
    STUDIO_SECRET: z.string().min(32),
    /**
     * The portal origins allowed to frame the game pages (CSP frame-ancestors), comma or space
     * separated; by default the origin of PLATFORM_API_URL, the platform the studio is registered with.
     */
    STUDIO_FRAME_ANCESTORS: z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (v === undefined || v.trim() === '') return undefined;
        const list = v.split(/[\s,]+/).filter(Boolean);
        const bad = list.find((o) => !isOrigin(o));
        if (bad) {
          ctx.addIssue({ code: 'custom', message: `not an http(s) origin: ${bad}` });
          return z.NEVER;
        }
        return list.map((o) => new URL(o).origin);
      }),
    /** Where players reach the studio (icons and the catalogue feed name it). */
    STUDIO_PUBLIC_URL: z.string().url().default('http://localhost:8090'),
    /** The built game pages (apps/studio/dist). */
    STUDIO_WEB_DIST: z.string().default(path.resolve(import.meta.dirname, '../../dist')),
    /** How long a wallet call waits for the platform before it is retried. */
    PLATFORM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
    /** A bet the platform never acknowledged is rolled back after this many seconds of retries. */
    BET_ROLLBACK_AFTER_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
    OUTBOX_INTERVAL_MS: z.coerce.number().int().min(50).max(3_600_000).default(2_000),
    /** Live tables run shared rounds: betting window, dealing, and the result shown before the next round. */
    LIVE_TABLES_ENABLED: z
      .enum(['true', 'false', '1', '0'])
      .transform((v) => v === 'true' || v === '1')
      .default(true),
    LIVE_BETTING_MS: z.coerce.number().int().min(500).max(120_000).default(15_000),
    LIVE_DEALING_MS: z.coerce.number().int().min(0).max(60_000).default(6_000),
    LIVE_RESULT_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
    PVP_ROOMS_ENABLED: z
      .enum(['true', 'false', '1', '0'])
      .transform((v) => v === 'true' || v === '1')
      .default(true),
    /** Clearly labelled bots fill a room when a player would wait too long; off by default (the demo turns them on). */
    PVP_BOTS: z
      .enum(['true', 'false', '1', '0'])
      .transform((v) => v === 'true' || v === '1')
      .default(false),
    /** The house's rake: permille of each winner's result of a hand. */
    PVP_RAKE_PERMILLE: z.coerce.number().int().min(0).max(200).default(50),
    PVP_READY_MS: z.coerce.number().int().min(200).max(120_000).default(8_000),
    PVP_TURN_MS: z.coerce.number().int().min(200).max(120_000).default(12_000),
    /** The lottery: its draw runner, its games in the manifest and its routes' purchases (off by default; `npm start` and the browser tests turn it on). */
    LOTTERY_ENABLED: z
      .enum(['true', 'false', '1', '0'])
      .transform((v) => v === 'true' || v === '1')
      .default(false),
    /**
     * Demo and tests only: a clearly labelled SIMULATED source enters (and a simulated second source confirms) the
     * regional results on schedule. Off in production, where results need two sources or a second operator.
     */
    LOTTERY_SIMULATED_RESULTS: z
      .enum(['true', 'false', '1', '0'])
      .transform((v) => v === 'true' || v === '1')
      .default(false),
    /** How often the draw runner steps (generate periods, draw, settle, send wallet calls). */
    LOTTERY_TICK_MS: z.coerce.number().int().min(50).max(3_600_000).default(1_000),
    /** Fast periods are generated (and their seeds committed) this far ahead of now. */
    LOTTERY_AHEAD_MINUTES: z.coerce.number().int().min(1).max(1_440).default(15),
    /** Minor units of one lottery unit (price and payout are in units): 1.00 by default. */
    LOTTERY_UNIT_MINOR: z.coerce.bigint().positive().default(100n),
    LOTTERY_MIN_STAKE_MINOR: z.coerce.bigint().positive().default(100n),
    LOTTERY_MAX_STAKE_MINOR: z.coerce.bigint().positive().default(10_000_000n),
    /** The most one ticket can win (minor units). */
    LOTTERY_MAX_PAYOUT_MINOR: z.coerce.bigint().positive().default(1_000_000_000n),
    /** Liability cap per number per draw (minor units): a number stops selling when its exposure would pass it. */
    LOTTERY_NUMBER_CAP_MINOR: z.coerce.bigint().positive().default(500_000_000n),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(10).max(1_000_000).default(1_200),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    STUDIO_IN_MEMORY: bool,
  })
  .transform((c) => ({
    ...c,
    STUDIO_FRAME_ANCESTORS: c.STUDIO_FRAME_ANCESTORS ?? [new URL(c.PLATFORM_API_URL).origin],
  }));

export type StudioConfig = z.output<typeof schema>;

/** The one place of the studio that reads the environment; a bad value names the variable and stops start-up. */
export const loadStudioConfig = (
  env: Record<string, string | undefined> = process.env,
  overrides: { [K in keyof StudioConfig]?: StudioConfig[K] | string } = {},
) => {
  const parsed = schema.safeParse({
    ...env,
    ...Object.fromEntries(Object.entries(overrides).map(([k, v]) => [k, String(v)])),
  });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid studio configuration:\n${lines}`);
  }
  return parsed.data;
};
