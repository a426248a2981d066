import { buildStudioApp } from './app';
import { loadStudioConfig } from './config';
import { openStudioDatabase } from './db/client';

const config = loadStudioConfig();
const database = await openStudioDatabase({
  databaseUrl: config.STUDIO_DATABASE_URL,
  dataDir: config.STUDIO_DATA_DIR,
  inMemory: config.STUDIO_IN_MEMORY,
});
const app = await buildStudioApp({ config, database });
const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
await app.listen({ port: config.STUDIO_PORT, host: config.STUDIO_HOST });
