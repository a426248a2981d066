import path from 'node:path';
import { filesUnder, pgliteClientOf, pgliteTemplate } from '../../server/test/helpers/pglite-template';
import { openStudioDatabase } from '../src/server/db/client';

/** The studio's database, initialised and migrated once (see the platform's pglite-template.ts). */
export const studioTemplate = () =>
  pgliteTemplate('studio', filesUnder(path.join(import.meta.dirname, '../src/server/db/migrations.ts')), async () => {
    const database = await openStudioDatabase({ inMemory: true });
    return { client: pgliteClientOf(database.db), close: database.close };
  });
