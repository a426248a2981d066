import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cronParser from 'cron-parser';
import { z } from 'zod';
import { isTimeZone } from './jobs/time-zone.js';
import { isLoopbackAddress } from './lib/loopback.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const bool = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no', ''])
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

/** TRUST_PROXY: unset/false, true, a hop count, or a comma list of proxy CIDRs. */
const trustProxy = z
  .string()
  .optional()
  .transform((v, ctx): boolean | number | string[] => {
    if (v === undefined || v === '' || v === 'false' || v === '0') return false;
    if (v === 'true') return true;
    if (/^\d+$/.test(v)) return Number(v);
    const list = v.split(',').map((s) => s.trim());
    if (list.some((s) => !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(s))) {
      ctx.addIssue({ code: 'custom', message: 'expected true, a hop count or a list of CIDRs' });
      return z.NEVER;
    }
    return list;
  });

/** Five cron fields (minute hour day month weekday), as pg-boss reads them. */
const cron = z.string().refine((v) => {
  if (!/^\S+(\s+\S+){4}$/.test(v.trim())) return false;
  try {
    cronParser.parseExpression(v);
    return true;
  } catch {
    return false;
  }
}, 'a cron of five fields, e.g. */5 * * * *');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxy,
  /**
   * The public address when it is https and TLS ends at a proxy that is not trusted with
   * X-Forwarded-Proto: every answer then carries HSTS and cookies are Secure.
   */
  PUBLIC_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** What /docs shows: off, the portal API only, or all (with the operator and vendor APIs). Default: off in production, else all. */
  API_DOCS: z.enum(['off', 'portal', 'all']).optional(),
  DEFAULT_MERCHANT: z
    .string()
    .regex(/^[a-z0-9]{3,16}$/, 'lower-case letters and digits, 3 to 16')
    .default('pagoda'),
  DEMO: bool.default(true),
  SEED_DEMO: bool.optional(),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  /** The built back office (apps/backoffice), served under /backoffice/. */
  BACKOFFICE_DIST: z.string().default(path.join(repoRoot, 'apps/backoffice/dist')),
  CONFIG_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(2),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  /** Vendor wallet calls commit in this many lanes side by side on PostgreSQL (a divisor of 16). */
  VENDOR_WALLET_LANES: z.coerce
    .number()
    .int()
    .refine((n) => [1, 2, 4, 8, 16].includes(n), 'one of 1, 2, 4, 8, 16')
    .default(2),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(10_080).default(30),
  SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(720).default(12),
  PASSWORD_MAX_AGE_DAYS: z.coerce.number().int().min(0).max(3650).default(90),
  DEFAULT_FORCED_PASSWORD: z.string().min(1).default('{secret}'),
  OUTBOX: bool.optional(),
  SMS_PROVIDER: z.enum(['outbox', 'http']).optional(),
  SMS_HTTP_URL: z.url().optional(),
  SMS_HTTP_SECRET: z.string().min(16).optional(),
  SMS_CODE_MINUTES: z.coerce.number().int().min(1).max(60).default(5),
  EMAIL_PROVIDER: z.enum(['outbox', 'smtp']).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  EMAIL_FROM: z.string().min(3).default('Pagoda <no-reply@pagoda.example>'),
  PASSWORD_RESET_MINUTES: z.coerce.number().int().min(5).max(1440).default(30),
  SMS_RESEND_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
  /** The sandbox payment gateway (hosted checkout + signed webhook); on by default in demo mode. */
  SANDBOX_GATEWAY: bool.optional(),
  /** HMAC secret of the sandbox webhook; instances that share a database must share it. */
  SANDBOX_GATEWAY_SECRET: z.string().min(16).optional(),
  /** The vendor simulator's demo game (/sim/vendor/game); on by default in demo mode. */
  VENDOR_SIMULATOR: bool.optional(),
  /**
   * Vendors registered at start from their manifests (comma-separated URLs), retried until they
   * answer: the demo registers the bundled studio this way. Their shared secret is VENDOR_MANIFEST_SECRET.
   */
  VENDOR_MANIFEST_URLS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((u) => u.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url())),
  VENDOR_MANIFEST_SECRET: z.string().min(32).optional(),
  /**
   * Encrypts secrets stored in the database (TOTP seeds): base64 of 32 random bytes, the same on every
   * instance. Without it a key file is made in DATA_DIR (one machine only); production requires it.
   */
  SECRETS_KEY: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length === 32, 'base64 of 32 bytes (openssl rand -base64 32)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Origins besides https: whose games (iframe) and icons the portal may show, e.g. http://localhost:8090. */
  GAME_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((u) => u.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url().transform((u) => new URL(u).origin))),
  /** Deposit expiry, withdrawal auto-confirmation and transfer reconciliation: a cron (a minute at the finest). */
  WALLET_JOBS_CRON: cron.default('* * * * *'),
  /** Re-registers every vendor of VENDOR_MANIFEST_URLS on this cron; unset: at start only. */
  VENDOR_MANIFEST_CRON: cron.optional().or(z.literal('').transform(() => undefined)),
  /** Zone of the job schedules (IANA name); unset: the default brand's country's zone. */
  JOBS_TIME_ZONE: z
    .string()
    .refine(isTimeZone, 'an IANA time zone such as Asia/Manila')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** How often an idle job worker looks for work (a job queued by this instance wakes it at once). */
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /** How often schedules are checked; under a minute, or a minute's tick could be missed. */
  JOBS_CRON_CHECK_SECONDS: z.coerce.number().int().min(1).max(45).default(30),
  /** Browser tests only: every captcha shows this code. Refused unless NODE_ENV is test. */
  TEST_CAPTCHA_CODE: z
    .string()
    .regex(/^[A-Z0-9]{4}$/)
    .optional(),
});

export type Config = Omit<
  z.infer<typeof schema>,
  | 'OUTBOX'
  | 'SMS_PROVIDER'
  | 'EMAIL_PROVIDER'
  | 'SANDBOX_GATEWAY'
  | 'SANDBOX_GATEWAY_SECRET'
  | 'VENDOR_SIMULATOR'
  | 'API_DOCS'
  | 'SEED_DEMO'
> & {
  API_DOCS: 'off' | 'portal' | 'all';
  SEED_DEMO: boolean;
  VENDOR_SIMULATOR: boolean;
  OUTBOX: boolean;
  SANDBOX_GATEWAY: boolean;
  SANDBOX_GATEWAY_SECRET: string;
  SMS_PROVIDER: 'outbox' | 'http';
  EMAIL_PROVIDER: 'outbox' | 'smtp';
  repoRoot: string;
};

export class ConfigError extends Error {}

/** The one place that reads the environment. A bad value names the variable and stops start-up. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config => {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const data = parsed.data;
  if (env.WALLET_JOBS_SECONDS !== undefined) {
    throw new ConfigError(
      'Invalid configuration:\n  WALLET_JOBS_SECONDS: replaced by WALLET_JOBS_CRON (a cron, e.g. "* * * * *")',
    );
  }
  if (data.TEST_CAPTCHA_CODE && data.NODE_ENV !== 'test') {
    throw new ConfigError('Invalid configuration:\n  TEST_CAPTCHA_CODE: only allowed when NODE_ENV is test');
  }
  // Demo mode keeps SMS and e-mail in an outbox a person can open; production sends them.
  const outbox = data.OUTBOX ?? data.DEMO;
  const smsProvider = data.SMS_PROVIDER ?? (outbox ? 'outbox' : 'http');
  if (smsProvider === 'http' && (!data.SMS_HTTP_URL || !data.SMS_HTTP_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  SMS_HTTP_URL, SMS_HTTP_SECRET: required when SMS_PROVIDER is http (or DEMO is off)',
    );
  }
  const emailProvider = data.EMAIL_PROVIDER ?? (outbox ? 'outbox' : 'smtp');
  if (emailProvider === 'smtp' && !data.SMTP_URL) {
    throw new ConfigError('Invalid configuration:\n  SMTP_URL: required when EMAIL_PROVIDER is smtp (or DEMO is off)');
  }
  const sandboxGateway = data.SANDBOX_GATEWAY ?? data.DEMO;
  const vendorSimulator = data.VENDOR_SIMULATOR ?? data.DEMO;
  // Like the other demo stand-ins it follows DEMO, so DEMO=false alone is a production setting.
  const seedDemo = data.SEED_DEMO ?? data.DEMO;
  // Demo mode hands out codes, money and known logins; production never runs it.
  if (data.NODE_ENV === 'production') {
    const on = [
      ...(data.DEMO ? ['DEMO'] : []),
      ...(seedDemo ? ['SEED_DEMO'] : []),
      ...(outbox ? ['OUTBOX'] : []),
      ...(sandboxGateway ? ['SANDBOX_GATEWAY'] : []),
      ...(vendorSimulator ? ['VENDOR_SIMULATOR'] : []),
    ];
    if (on.length) {
      throw new ConfigError(
        `Invalid configuration:\n  ${on.join(', ')}: demo mode is refused when NODE_ENV is production ` +
          '(it exposes the SMS/e-mail outbox, the sandbox payment gateway, the vendor simulator and the demo ' +
          `accounts); set ${on.map((v) => `${v}=false`).join(' ')}`,
      );
    }
    if (!data.SECRETS_KEY) {
      throw new ConfigError(
        'Invalid configuration:\n  SECRETS_KEY: required when NODE_ENV is production (openssl rand -base64 32, ' +
          'the same on every instance)',
      );
    }
  }
  return {
    ...data,
    OUTBOX: outbox,
    SMS_PROVIDER: smsProvider,
    EMAIL_PROVIDER: emailProvider,
    SANDBOX_GATEWAY: sandboxGateway,
    VENDOR_SIMULATOR: vendorSimulator,
    SEED_DEMO: seedDemo,
    // The API description is public reading: production publishes it only when asked to.
    API_DOCS: data.API_DOCS ?? (data.NODE_ENV === 'production' ? 'off' : 'all'),
    // Without a configured secret each process makes its own: fine for one instance.
    SANDBOX_GATEWAY_SECRET: data.SANDBOX_GATEWAY_SECRET ?? randomBytes(32).toString('base64url'),
    repoRoot,
    ...overrides,
  };
};

/**
 * The warning printed at start when a demo stand-in is on and the server listens beyond this
 * machine (HOST 0.0.0.0, ::, or any other address): null when there is nothing to warn about.
 */
export const demoExposureWarning = (config: Config): string | null => {
  const on = [
    ...(config.OUTBOX ? ['the SMS/e-mail outbox (this machine and operators only)'] : []),
    ...(config.SANDBOX_GATEWAY ? ['the sandbox payment gateway (anyone can "pay" a deposit)'] : []),
    ...(config.VENDOR_SIMULATOR ? ['the vendor simulator'] : []),
    ...(config.SEED_DEMO ? ['the demo brand and its demo accounts'] : []),
  ];
  const host = config.HOST.trim().toLowerCase();
  if (!on.length || host === 'localhost' || isLoopbackAddress(host)) return null;
  const line = '!'.repeat(78);
  return [
    line,
    `!! DEMO MODE on ${config.HOST}: reachable from other machines, with`,
    ...on.map((what) => `!!   - ${what}`),
    '!! Demo mode is for a laptop. Set HOST=127.0.0.1, or DEMO=false SEED_DEMO=false for real use.',
    line,
  ].join('\n');
};
