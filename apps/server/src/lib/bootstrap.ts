import type { Config } from '../config.js';
import { openDatabase } from '../db/client.js';
import { seedDemo } from '../seed/demo-seed.js';

/** Opens the configured database, applies migrations and (in demo mode) seeds the demo brand. */
export const prepareDatabase = async (config: Config, opts: { seed: boolean }) => {
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    if (opts.seed) await seedDemo(database.db, config.DEFAULT_MERCHANT);
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
};
