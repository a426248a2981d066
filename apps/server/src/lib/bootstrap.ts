import type { Config } from '../config.js';
import { openDatabase } from '../db/client.js';
import { seedDemo } from '../seed/demo-seed.js';

/**
 * Opens the configured database, applies migrations and (in demo mode) seeds the demo brand;
 * `seeded` says the demo brand was created now (its first start).
 */
export const prepareDatabase = async (config: Config, opts: { seed: boolean }) => {
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  let seeded = false;
  try {
    await database.migrate();
    if (opts.seed) seeded = await seedDemo(database.db, config.DEFAULT_MERCHANT);
  } catch (err) {
    await database.close();
    throw err;
  }
  return { database, seeded };
};
