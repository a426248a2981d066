import { loadConfig } from '../config.js';
import { prepareDatabase } from '../lib/bootstrap.js';

const config = loadConfig();
const { database } = await prepareDatabase(config, { seed: false });
console.log(`Migrations applied (${database.kind}).`);
await database.close();
