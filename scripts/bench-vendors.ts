// Seamless wallet bet+win pairs/s through the real HTTP handling (signature, validation, ledger),
// on PostgreSQL, beside the same run's baseline raw UPDATE + INSERT transaction (bench-ledger).
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { members } from '../apps/server/src/db/schema.js';
import {
  createSimulatorClient,
  injectTransport,
  newId,
} from '../apps/server/src/dev/vendor-simulator/simulator-client.js';
import { createBrandService } from '../apps/server/src/modules/brand/brand.service.js';
import { SystemAccount } from '../apps/server/src/modules/wallet/ledger.service.js';
import { seedDemo } from '../apps/server/src/seed/demo-seed.js';

// Half the time for each figure, in alternating slices.
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10) / 2;
const SLICES = 4;
const WORKERS = Number(process.env.BENCH_WORKERS ?? 64);

/** Runs `op` from WORKERS concurrent loops for `seconds`; returns completed ops per second. */
const rate = async (seconds: number, op: (worker: number, i: number) => Promise<unknown>) => {
  const until = Date.now() + seconds * 1000;
  let done = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: WORKERS }, async (_, w) => {
      for (let i = 0; Date.now() < until; i++) {
        await op(w, i);
        done++;
      }
    }),
  );
  return done / ((Date.now() - started) / 1000);
};
const MERCHANT = 'pagoda';

export const benchVendors = async () => {
  const admin = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `pagoda_bench_v_${randomBytes(4).toString('hex')}`;
  const c = new pg.Client({ connectionString: admin });
  try {
    await c.connect();
  } catch {
    console.log('seamless pairs: PostgreSQL not reachable, skipped');
    return;
  }
  await c.query(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  try {
    await database.migrate();
    await seedDemo(database.db, MERCHANT);
    const config = loadConfig(
      {},
      { LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', DEFAULT_MERCHANT: MERCHANT, CONFIG_CACHE_SECONDS: 60 },
    );
    const app = await buildApp({ config, database });
    await app.ready();
    const secret = randomBytes(24).toString('hex');
    await app.services.vendors.setIntegration({
      merchantCode: MERCHANT,
      vendorCode: 'BNC',
      adapter: 'seamless',
      secret,
      launchUrl: 'https://v.example/',
    });
    const brand = (await createBrandService(database.db, { cacheSeconds: 0, defaultMerchant: MERCHANT }).getConfig(
      MERCHANT,
    ))!;
    const rows = await database.db
      .insert(members)
      .values(
        Array.from({ length: 200 }, (_, i) => ({
          merchantCode: MERCHANT,
          account: `vb${i}`,
          accountKey: `vb${i}`,
          passwordHash: 'x',
        })),
      )
      .returning();
    const players: { playerId: string; token: string }[] = [];
    for (const m of rows) {
      await app.services.ledger.post(null, {
        merchantCode: MERCHANT,
        currency: 'PHP',
        key: `bench-fund-${m.id}`,
        kind: 'ADJUSTMENT',
        txTypeId: 7101,
        memberId: m.id,
        lines: [
          { account: { system: SystemAccount.Adjustment }, amount: -100_000_000n },
          { account: { member: m, wallet: 2 }, amount: 100_000_000n },
        ],
      });
      // A platform session behind each launch, as in production: every bet checks it is still open.
      const sessionToken = await app.sessions.open(database.db, m, { ip: '127.0.0.1', device: 'bench' });
      const { sessionId } = await app.sessions.authenticate(sessionToken, MERCHANT);
      const { gameUrl } = await app.services.vendors.launch({
        brand,
        member: m,
        sessionId,
        vendorCode: 'BNC',
        gameCode: 'bench',
        category: 'RNG',
        accountType: 1,
        language: 'EN',
        returnUrl: '/',
      });
      players.push({ playerId: String(m.id), token: new URL(gameUrl).searchParams.get('token')! });
    }
    const client = createSimulatorClient({
      merchant: MERCHANT,
      vendor: 'BNC',
      secret,
      transport: injectTransport(app),
    });
    let failures = 0;
    const pair = async (w: number, i: number) => {
      const p = players[(w * 7 + i) % players.length]!;
      const roundId = newId('r');
      const bet = await client.bet({
        ...p,
        transactionId: newId('b'),
        roundId,
        gameCode: 'bench',
        amount: '1.00',
        currency: 'PHP',
      });
      const win = await client.win({
        playerId: p.playerId,
        transactionId: newId('w'),
        roundId,
        gameCode: 'bench',
        amount: '0.95',
        currency: 'PHP',
        endRound: true,
      });
      if (!bet.ok || !win.ok) failures++;
    };
    await database.db.execute(
      sql`create table if not exists bench_baseline (id int primary key, v bigint not null default 0)`,
    );
    await database.db.execute(
      sql`create table if not exists bench_baseline_log (id bigserial primary key, row_id int, v bigint)`,
    );
    await database.db.execute(
      sql`insert into bench_baseline (id) select g from generate_series(1, 1000) g on conflict do nothing`,
    );
    const baselineTx = (w: number, i: number) =>
      database.db.transaction(async (tx) => {
        const id = ((w * 131 + i) % 1000) + 1;
        await tx.execute(sql`update bench_baseline set v = v + 1 where id = ${id}`);
        await tx.execute(sql`insert into bench_baseline_log (row_id, v) values (${id}, 1)`);
      });

    // A second of each first (JIT, caches, connections), then the two measured in alternating
    // slices, so that a noisy neighbour or a slow second hits both figures alike.
    await rate(1, pair);
    await rate(1, baselineTx);
    failures = 0;
    const slices = { pairs: [] as number[], base: [] as number[] };
    for (let s = 0; s < SLICES; s++) {
      slices.pairs.push(await rate(SECONDS / SLICES, pair));
      slices.base.push(await rate(SECONDS / SLICES, baselineTx));
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const rateMean = mean(slices.pairs);
    const baseMean = mean(slices.base);
    const ratios = slices.pairs.map((p, s) => p / slices.base[s]!).sort((a, b) => a - b);
    console.log(
      `seamless bet+win pairs/s (PostgreSQL, signed HTTP handling, ${WORKERS} callers): ${rateMean.toFixed(0)}` +
        `${failures ? ` (${failures} failed)` : ''}; wallet baseline ${baseMean.toFixed(0)} tx/s; ratio ${(rateMean / baseMean).toFixed(2)}` +
        ` (slices ${ratios[0]!.toFixed(2)}–${ratios[ratios.length - 1]!.toFixed(2)})   target ≥ 0.5`,
    );
    await app.close();
  } finally {
    await database.close();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  }
};

if (import.meta.url === `file://${process.argv[1]}`) await benchVendors();
