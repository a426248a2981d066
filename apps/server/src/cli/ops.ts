import { readFileSync } from 'node:fs';
import { loadConfig } from '../config.js';
import { readLiveLock } from '../db/data-dir-lock.js';
import { AppError } from '../lib/app-error.js';
import { type OpsCommand, opsCommandSchema } from '../modules/ops/ops.schema.js';

const USAGE = `Usage: npm run ops -- <command> [options]   (--merchant CODE, default DEFAULT_MERCHANT)

  status                                   brand state, blocks and module toggles
  rotate-rsa                               new payload-encryption key (the old one works 10 more minutes)
  password-reset ACCOUNT                   set a member's password to the default; the next login must change it
  maintenance on [--until 2026-12-01T10:00:00Z] | maintenance off
  block add|remove country XX              block a country (ISO alpha-2)
  block add|remove cidr 10.0.0.0/8         block an address range
  login-first on|off                       visitors must log in first (loginedToHomePage)
  toggle MODID on|off                      switch a whitelabel module (e.g. FREEPLAY3)
  oauth set google|facebook --client-id ID --client-secret SECRET [--issuer URL]
                                           third-party login client (issuer defaults to the provider's)
  oauth clear google|facebook | oauth list  remove a provider | list them (never the secret)
  banner add --group w_home --image /demo/banners/home-1.svg [--title T] [--link-type URL --link /help]
  notice add --title T [--content HTML] [--lang EN]
  popup add --title T [--content HTML] [--lang EN]   (shown on entry, once per session)
  announcement list [--type B|PL|PU|PR|H]
  announcement remove ID
  affiliate add AGENT CODE [--domain LABEL] an agent's invitation code (LABEL: a host's second label)
  affiliate list [AGENT]                   codes of one agent, or of the brand
  affiliate disable|enable CODE            stop or allow registrations with a code
  deposit list [--status PENDING]          deposit orders (manual ones wait in PENDING for review)
  deposit approve ORDERNO | deposit reject ORDERNO --remark TEXT
  withdraw list [--status PENDING]         withdrawals by status
  withdraw approve|pay ORDERNO             approve, then mark paid (the member then confirms receipt)
  withdraw reject ORDERNO --remark TEXT    the held amount returns to the member
  withdraw resolve ORDERNO [--refund 10.00] --remark TEXT   close a dispute (refund defaults to the unreceived part)
  credit ACCOUNT AMOUNT --remark TEXT [--bonus [--wagering X] [--reward-centre]]   credit a member (an adjustment,
                                           or a bonus with an optional ×X wagering, claimed at once or left to claim)
  debit ACCOUNT AMOUNT --remark TEXT       debit a member (never below zero)
  ledger audit                             check the ledger invariants
  operator add USERNAME --role ADMIN|FINANCE|SUPPORT|CONTENT|RISK   a back-office login (password shown once;
                                           the authenticator is enrolled at the first sign-in)
  operator reset-totp USERNAME             forget an operator's authenticator (enrolled again at sign-in)
  wallet single on|off                     single wallet: games use the main wallet, no transfer page
  games:import FILE.json|FILE.csv [--vendor CODE]   import or update games (by vendor and gameCode)
  rain now [SCHEDULE_ID]                   start a red-envelope rain now (default: the first enabled schedule)
  vendor:register URL|FILE --secret SECRET          register or update a vendor from its manifest
                                                    (catalogue, launch URL, wallet API secret, games)`;

/** A vendor manifest from its URL or a local file. */
const readManifest = async (where: string): Promise<unknown> => {
  if (/^https?:\/\//.test(where)) {
    const res = await fetch(where, { signal: AbortSignal.timeout(10_000) });
    if (!res.ok) throw new Error(`${where}: HTTP ${res.status}`);
    return res.json();
  }
  return JSON.parse(readFileSync(where, 'utf8')) as unknown;
};

const parse = async (argv: string[], merchantDefault: string): Promise<unknown> => {
  const flags: Record<string, string> = {};
  const words: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    // A flag followed by another flag (or nothing) is a switch, e.g. --bonus.
    if (a.startsWith('--')) flags[a.slice(2)] = argv[i + 1]?.startsWith('--') ? '' : (argv[++i] ?? '');
    else words.push(a);
  }
  const merchant = flags.merchant ?? merchantDefault;
  const [cmd, a1, a2, a3] = words;
  switch (cmd) {
    case 'status':
      return { command: 'status', merchant };
    case 'rotate-rsa':
      return { command: 'rotate-rsa', merchant };
    case 'password-reset':
      return { command: 'password-reset', merchant, account: a1 };
    case 'maintenance':
      return { command: 'maintenance', merchant, state: a1, until: flags.until };
    case 'block':
      return {
        command: 'block',
        merchant,
        action: a1,
        kind: a2?.toUpperCase(),
        value: a2?.toLowerCase() === 'country' ? a3?.toUpperCase() : a3,
      };
    case 'login-first':
      return { command: 'login-first', merchant, state: a1 };
    case 'oauth':
      if (a1 === 'list') return { command: 'oauth-list', merchant };
      if (a1 === 'clear') return { command: 'oauth-clear', merchant, provider: a2?.toUpperCase() };
      if (a1 !== 'set') break;
      return {
        command: 'oauth-set',
        merchant,
        provider: a2?.toUpperCase(),
        issuer: flags.issuer,
        clientId: flags['client-id'],
        clientSecret: flags['client-secret'],
      };
    case 'toggle':
      return { command: 'toggle', merchant, modId: a1, state: a2 };
    case 'banner':
      if (a1 !== 'add') break;
      return {
        command: 'banner-add',
        merchant,
        group: flags.group,
        image: flags.image,
        title: flags.title,
        linkageType: flags['link-type'],
        linkage: flags.link,
      };
    case 'notice':
    case 'popup':
      if (a1 !== 'add') break;
      return {
        command: 'notice-add',
        merchant,
        type: cmd === 'popup' ? 'PU' : 'PL',
        title: flags.title,
        content: flags.content,
        language: flags.lang,
      };
    case 'affiliate':
      if (a1 === 'add') return { command: 'affiliate-add', merchant, account: a2, code: a3, domain: flags.domain };
      if (a1 === 'list') return { command: 'affiliate-list', merchant, account: a2 };
      if (a1 === 'disable' || a1 === 'enable')
        return { command: 'affiliate-state', merchant, code: a2, state: a1 === 'enable' ? 'on' : 'off' };
      break;
    case 'deposit':
    case 'withdraw':
      if (a1 === 'list') return { command: `${cmd}-list`, merchant, status: flags.status };
      return { command: `${cmd}-${a1}`, merchant, orderNo: a2, remark: flags.remark, refund: flags.refund };
    case 'credit':
    case 'debit':
      return {
        command: 'credit',
        merchant,
        account: a1,
        amount: a2,
        kind: 'bonus' in flags ? 'BONUS' : 'ADJUSTMENT',
        direction: cmd === 'credit' ? 'CREDIT' : 'DEBIT',
        remark: flags.remark,
        ...(flags.wagering ? { wagering: flags.wagering } : {}),
        ...('reward-centre' in flags ? { rewardCentre: true } : {}),
      };
    case 'ledger':
      if (a1 === 'audit') return { command: 'ledger-audit', merchant };
      break;
    case 'operator':
      if (a1 === 'add') return { command: 'operator-add', merchant, username: a2, role: flags.role };
      if (a1 === 'reset-totp') return { command: 'operator-reset-totp', merchant, username: a2 };
      break;
    case 'wallet':
      if (a1 === 'single') return { command: 'wallet-single', merchant, state: a2 };
      break;
    case 'rain':
      if (a1 === 'now') return { command: 'rain-now', merchant, scheduleId: a2 };
      break;
    case 'simulate-vendor':
      return { command: 'simulate-vendor', merchant, account: a1, rounds: flags.rounds, faults: 'faults' in flags };
    case 'games:import': {
      if (!a1) break;
      // The file is read here: with the embedded database the command runs inside the server.
      return {
        command: 'games-import',
        merchant,
        format: a1.toLowerCase().endsWith('.csv') ? 'csv' : 'json',
        content: readFileSync(a1, 'utf8'),
        vendor: flags.vendor,
      };
    }
    case 'vendor:register':
      if (!a1 || typeof flags.secret !== 'string') break;
      return { command: 'vendor-register', merchant, manifest: await readManifest(a1), secret: flags.secret };
    case 'announcement':
      if (a1 === 'list') return { command: 'announcement-list', merchant, type: flags.type };
      if (a1 === 'remove') return { command: 'announcement-remove', merchant, id: a2 };
      break;
    default:
      break;
  }
  return null;
};

const main = async () => {
  const config = loadConfig();
  const raw = await parse(process.argv.slice(2), config.DEFAULT_MERCHANT);
  if (!raw) {
    console.log(USAGE);
    process.exit(2);
  }
  const parsed = opsCommandSchema.safeParse(raw);
  if (!parsed.success) {
    console.error(parsed.error.issues.map((i) => `${i.path.join('.') || 'command'}: ${i.message}`).join('\n'));
    console.error(`\n${USAGE}`);
    process.exit(2);
  }
  const command: OpsCommand = parsed.data;

  // The embedded database belongs to the running server: hand the command to it.
  const owner = config.DATABASE_URL ? null : readLiveLock(config.DATA_DIR);
  if (owner) {
    if (!owner.port || !owner.opsToken)
      throw new Error(`Pagoda (pid ${owner.pid}) is still starting; retry in a moment.`);
    const res = await fetch(`http://127.0.0.1:${owner.port}/internal/ops`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-ops-token': owner.opsToken },
      body: JSON.stringify(command),
    });
    const body = (await res.json()) as { success: boolean; value: unknown; message?: string };
    if (!body.success) throw new Error(body.message ?? `HTTP ${res.status}`);
    console.log(JSON.stringify(body.value, null, 2));
    return;
  }

  // The server's modules load only here: a command handed to a running server starts in a fraction of the time.
  const [{ openDatabase }, { connectRedis }, { createServices }, { buildApp }, { simulateVendor }] = await Promise.all([
    import('../db/client.js'),
    import('../lib/redis.js'),
    import('../services.js'),
    import('../app.js'),
    import('../dev/vendor-simulator/simulate-command.js'),
  ]);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL) : undefined;
  try {
    await database.migrate();
    // The server's own wiring; Redis (when set) carries brand changes and member events to the servers.
    const services = createServices(
      database,
      { ...config, CONFIG_CACHE_SECONDS: 0 },
      redis ? { client: redis.client } : undefined,
      { log: { warn: (_obj, msg) => console.warn(msg) } },
    );
    if (command.command === 'simulate-vendor') {
      // The simulator needs an app's HTTP handling: build one in this process on the same database.
      const app = await buildApp({ config: { ...config, LOG_LEVEL: 'silent' }, database, redis: redis?.client });
      await app.ready();
      try {
        console.log(JSON.stringify(await simulateVendor(app, database.db, app.services, command), null, 2));
      } finally {
        await app.close();
      }
      return;
    }
    console.log(JSON.stringify(await services.ops.run(command), null, 2));
  } finally {
    await redis?.close();
    await database.close();
  }
};

main().catch((err: unknown) => {
  console.error(err instanceof AppError || err instanceof Error ? err.message : err);
  process.exit(1);
});
