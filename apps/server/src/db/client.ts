import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repository methods accept either; the service decides whether a transaction is open. */
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  ping: () => Promise<void>;
  close: () => Promise<void>;
  /** Set when the embedded database owns DATA_DIR. */
  lock?: ReturnType<typeof acquireDataDirLock>;
};

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  dataDir?: string;
  inMemory?: boolean;
  /** In memory: start from a data directory PGlite dumped (the tests' migrated template) instead of an empty one. */
  loadDataDir?: Blob;
  /** Where an idle pooled connection's failure is reported (default: one line on stderr). */
  onPoolError?: (err: Error) => void;
};

const logPoolError = (err: Error) => {
  process.stderr.write(`database pool: an idle connection failed and was discarded (${err.message})\n`);
};

export const openDatabase = async (opts: DatabaseOptions): Promise<Database> => {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle client can be cut by the server (restart, failover, a dropped test database); the pool
    // discards it, and without a listener the 'error' event would end the process.
    pool.on('error', opts.onPoolError ?? logPoolError);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: async () => {
        await migratePg(drizzlePg(pool), { migrationsFolder });
      },
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  let lock: ReturnType<typeof acquireDataDirLock> | undefined;
  let client: PGlite;
  if (opts.inMemory) {
    client = new PGlite(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {});
  } else {
    if (!opts.dataDir) throw new Error('dataDir is required for the embedded database');
    lock = acquireDataDirLock(opts.dataDir);
    client = new PGlite(path.join(opts.dataDir, 'pglite'));
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    lock,
    migrate: async () => {
      await migratePglite(drizzlePglite(client), { migrationsFolder });
    },
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      await client.close();
      lock?.release();
    },
  };
};
