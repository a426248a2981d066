// Ledger postings/s (prints figures, asserts nothing; targets in the README):
//   spread over 1,000 members, one hot wallet, on PGlite and on PostgreSQL, beside a baseline of a
//   raw single-row UPDATE + INSERT transaction through the same driver, in the same run. 64
//   concurrent callers for every figure, as many requests arrive at once on a real server.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openDatabase } from '../apps/server/src/db/client.js';
import { members } from '../apps/server/src/db/schema.js';
import { createLedgerService, SystemAccount } from '../apps/server/src/modules/wallet/ledger.service.js';
import { seedDemo } from '../apps/server/src/seed/demo-seed.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10) / 2;
const MERCHANT = 'pagoda';

/** Runs `op` from `workers` concurrent loops for `seconds`; returns completed ops per second. */
const rate = async (seconds: number, workers: number, op: (i: number) => Promise<unknown>) => {
  const until = Date.now() + seconds * 1000;
  let done = 0;
  let n = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (Date.now() < until) {
        await op(n++);
        done++;
      }
    }),
  );
  return done / ((Date.now() - started) / 1000);
};

const benchOne = async (label: string, database: Database, workers: number) => {
  const db = database.db;
  await database.migrate();
  await seedDemo(db, MERCHANT);
  const ledger = createLedgerService(db, { maxInFlight: database.kind === 'pglite' ? 1 : 4 });
  const run = randomBytes(4).toString('hex');
  const rows = await db
    .insert(members)
    .values(
      Array.from({ length: 1000 }, (_, i) => ({
        merchantCode: MERCHANT,
        account: `bench${run}${i}`,
        accountKey: `bench${run}${i}`,
        passwordHash: 'x',
      })),
    )
    .returning({ id: members.id });
  const people = rows.map((r) => ({ id: r.id, type: 0 }));
  const source = { system: SystemAccount.Adjustment } as const;
  // Creates (and caches) every account before timing.
  await ledger.resolve(MERCHANT, 'PHP', [source, ...people.map((m) => ({ member: m, wallet: 2 }))]);

  const credit = (m: { id: number; type: number }, key: string) =>
    ledger.post(null, {
      merchantCode: MERCHANT,
      currency: 'PHP',
      key,
      kind: 'BENCH',
      txTypeId: 7101,
      memberId: m.id,
      lines: [
        { account: source, amount: -100n },
        { account: { member: m, wallet: 2 }, amount: 100n },
      ],
    });

  const spread = await rate(SECONDS, workers, (i) => credit(people[i % people.length]!, `b-${run}-s-${i}`));
  const hot = await rate(SECONDS, workers, (i) => credit(people[0]!, `b-${run}-h-${i}`));

  await db.execute(sql`create table if not exists bench_baseline (id int primary key, v bigint not null default 0)`);
  await db.execute(sql`create table if not exists bench_baseline_log (id bigserial primary key, row_id int, v bigint)`);
  await db.execute(
    sql`insert into bench_baseline (id) select g from generate_series(1, 1000) g on conflict do nothing`,
  );
  const baseline = await rate(SECONDS, workers, (i) =>
    db.transaction(async (tx) => {
      const id = (i % 1000) + 1;
      await tx.execute(sql`update bench_baseline set v = v + 1 where id = ${id}`);
      await tx.execute(sql`insert into bench_baseline_log (row_id, v) values (${id}, 1)`);
    }),
  );
  const audit = await ledger.audit(MERCHANT);
  console.log(
    `${label.padEnd(10)} postings/s: spread ${spread.toFixed(0)}, hot wallet ${hot.toFixed(0)}; ` +
      `baseline UPDATE+INSERT tx ${baseline.toFixed(0)}/s; spread/baseline ${(spread / baseline).toFixed(2)}` +
      `   (audit: Σ=${audit.sumOfEntries}, drift ${audit.accountsDrifted}, negatives ${audit.negativeBalances})`,
  );
};

export const benchLedger = async () => {
  console.log(`ledger (${SECONDS}s per figure; targets: PG spread ≥ 0.5 × baseline, hot ≥ 1,000/s, PGlite ≥ 1,000/s)`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pagoda-bench-ledger-'));
  const lite = await openDatabase({ dataDir: dir });
  try {
    await benchOne('PGlite', lite, 64);
  } finally {
    await lite.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }

  const admin = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `pagoda_bench_${randomBytes(4).toString('hex')}`;
  const c = new pg.Client({ connectionString: admin });
  try {
    await c.connect();
  } catch {
    console.log('PostgreSQL   not reachable: skipped');
    return;
  }
  await c.query(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const pgdb = await openDatabase({ databaseUrl: url.toString() });
  try {
    await benchOne('PostgreSQL', pgdb, 64);
  } finally {
    await pgdb.close();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  }
};

if (import.meta.url === `file://${process.argv[1]}`) await benchLedger();
