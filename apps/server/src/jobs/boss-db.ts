import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/client.js';

/**
 * pg-boss over the app's own connection: the PostgreSQL pool, or the embedded database's single
 * connection (PGlite serialises every query, so pg-boss and the app never interleave inside a
 * transaction). pg-boss sends its schema changes as one multi-statement text without parameters,
 * which PGlite runs through exec.
 */
export const bossDb = (database: Database): PgBoss.Db => {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'postgres') {
    const pool = client as pg.Pool;
    return { executeSql: (text, values) => pool.query(text, values) };
  }
  const lite = client as PGlite;
  return {
    executeSql: async (text, values) => {
      if (values && values.length > 0) return lite.query(text, values);
      const results = await lite.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
  };
};
