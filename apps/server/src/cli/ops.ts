import { CONFIG_CHANNEL } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { readLiveLock } from '../db/data-dir-lock.js';
import { AppError } from '../lib/app-error.js';
import { connectRedis } from '../lib/redis.js';
import { createBrandService } from '../modules/brand/brand.service.js';
import { type OpsCommand, opsCommandSchema } from '../modules/ops/ops.schema.js';
import { createOpsService } from '../modules/ops/ops.service.js';
import { createKeysService } from '../modules/keys/keys.service.js';

const USAGE = `Usage: npm run ops -- <command> [options]   (--merchant CODE, default DEFAULT_MERCHANT)

  status                                   brand state, blocks and module toggles
  rotate-rsa                               new payload-encryption key (the old one works 10 more minutes)
  password-reset ACCOUNT                   set a member's password to the default; the next login must change it
  maintenance on [--until 2026-12-01T10:00:00Z] | maintenance off
  block add|remove country XX              block a country (ISO alpha-2)
  block add|remove cidr 10.0.0.0/8         block an address range
  login-first on|off                       visitors must log in first (loginedToHomePage)
  toggle MODID on|off                      switch a whitelabel module (e.g. FREEPLAY3)
  banner add --group w_home --image /demo/banners/home-1.svg [--title T] [--link-type URL --link /help]
  notice add --title T [--content HTML] [--lang EN]
  announcement list [--type B|PL|PU|PR|H]
  announcement remove ID`;

const parse = (argv: string[], merchantDefault: string): unknown => {
  const flags: Record<string, string> = {};
  const words: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a.startsWith('--')) flags[a.slice(2)] = argv[++i] ?? '';
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
      if (a1 !== 'add') break;
      return { command: 'notice-add', merchant, title: flags.title, content: flags.content, language: flags.lang };
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
  const raw = parse(process.argv.slice(2), config.DEFAULT_MERCHANT);
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

  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL) : undefined;
  try {
    await database.migrate();
    const brands = createBrandService(database.db, { cacheSeconds: 0, defaultMerchant: config.DEFAULT_MERCHANT });
    const ops = createOpsService(
      database.db,
      brands,
      (m) => void redis?.client.publish(CONFIG_CHANNEL, m),
      createKeysService(database.db),
      config.DEFAULT_FORCED_PASSWORD,
    );
    console.log(JSON.stringify(await ops.run(command), null, 2));
  } finally {
    await redis?.close();
    await database.close();
  }
};

main().catch((err: unknown) => {
  console.error(err instanceof AppError || err instanceof Error ? err.message : err);
  process.exit(1);
});
