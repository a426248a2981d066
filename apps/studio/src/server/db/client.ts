import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { MIGRATIONS } from './migrations';
import * as schema from './schema';

export type StudioDb = PgDatabase<PgQueryResultHKT, typeof schema>;
export type StudioDatabase = { db: StudioDb; kind: 'pglite' | 'postgres'; close: () => Promise<void> };

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** PGlite is single-process: a live owner's pid in the lock file refuses a second studio. */
const lockDataDir = (dir: string) => {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'studio.lock');
  let owner = 0;
  try {
    owner = Number(fs.readFileSync(file, 'utf8'));
  } catch {
    /* no lock yet */
  }
  if (owner && owner !== process.pid && alive(owner))
    throw new Error(`${dir} is in use by another studio process (pid ${owner}).`);
  fs.writeFileSync(file, String(process.pid), { mode: 0o600 });
  return () => fs.rmSync(file, { force: true });
};

export const openStudioDatabase = async (opts: {
  databaseUrl?: string | undefined;
  dataDir?: string;
  inMemory?: boolean;
  /** In memory: start from a data directory PGlite dumped (the tests' migrated template) instead of an empty one. */
  loadDataDir?: Blob;
}): Promise<StudioDatabase> => {
  let database: StudioDatabase;
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    pool.on('error', () => undefined);
    database = { db: drizzlePg(pool, { schema }), kind: 'postgres', close: () => pool.end() };
  } else {
    const release = opts.inMemory ? () => undefined : lockDataDir(opts.dataDir!);
    const client = opts.inMemory
      ? new PGlite(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {})
      : new PGlite(path.join(opts.dataDir!, 'pglite'));
    await client.waitReady;
    database = {
      db: drizzlePglite(client, { schema }),
      kind: 'pglite',
      close: async () => {
        await client.close();
        release();
      },
    };
  }
  await migrate(database.db);
  return database;
};

const migrate = async (db: StudioDb) => {
  await db.execute(
    sql`create table if not exists studio_migrations (id text primary key, applied_at timestamptz not null default now())`,
  );
  // One migrator at a time when several studios share a PostgreSQL database.
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727001)`);
    const done = new Set(
      ((await tx.execute(sql`select id from studio_migrations`)) as unknown as { rows: { id: string }[] }).rows.map(
        (r) => r.id,
      ),
    );
    for (const m of MIGRATIONS) {
      if (done.has(m.id)) continue;
      for (const statement of m.sql
        .split(/;\s*\n/)
        .map((s) => s.trim())
        .filter(Boolean))
        await tx.execute(sql.raw(statement));
      await tx.execute(sql`insert into studio_migrations (id) values (${m.id})`);
    }
  });
};
