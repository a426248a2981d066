import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { seedDemo } from '../seed/demo-seed.js';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await database.migrate();
const created = await seedDemo(database.db, config.DEFAULT_MERCHANT);
console.log(
  created
    ? `Seeded demo brand "${config.DEFAULT_MERCHANT}".`
    : `Brand "${config.DEFAULT_MERCHANT}" already exists; nothing changed.`,
);
await database.close();
