import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../src/db/client.js';

/**
 * A new PGlite runs initdb (several seconds of CPU) before the migrations run. The tests start each
 * in-memory database from a data directory that was initialised and migrated once, by the very same
 * openDatabase (or the studio's openStudioDatabase), and dumped: every test still gets a database of
 * its own, with the current migrations (the template's file name carries a hash of them), and still
 * calls migrate() on it.
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const cacheDir = path.join(root, 'node_modules/.cache/pagoda-tests');

/** Every file under a folder (or the file itself), sorted. */
export const filesUnder = (where: string): string[] =>
  fs.statSync(where).isDirectory()
    ? fs
        .readdirSync(where)
        .sort()
        .flatMap((name) => filesUnder(path.join(where, name)))
    : [where];

/** The PGlite client behind a drizzle database opened on PGlite. */
export const pgliteClientOf = (db: unknown) => (db as { $client: PGlite }).$client;

const loaded = new Map<string, Blob>();

/**
 * The template named `name`: made by `make` (which opens and migrates an in-memory database) on first
 * use, kept on disk under a name that hashes `inputs` (the migrations) and the PGlite version.
 */
export const pgliteTemplate = async (
  name: string,
  inputs: string[],
  make: () => Promise<{ client: PGlite; close: () => Promise<void> }>,
): Promise<Blob> => {
  const hash = createHash('sha256');
  hash.update(fs.readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json')));
  for (const file of inputs) hash.update(path.relative(root, file)).update(fs.readFileSync(file));
  const file = path.join(cacheDir, `${name}-${hash.digest('hex').slice(0, 16)}.tar`);
  const known = loaded.get(file);
  if (known) return known;
  if (!fs.existsSync(file)) {
    const { client, close } = await make();
    const dump = await client.dumpDataDir('none');
    await close();
    fs.mkdirSync(cacheDir, { recursive: true });
    // Written whole, then renamed: a worker never reads half a template another one is writing.
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(tmp, file);
  }
  const blob = new Blob([fs.readFileSync(file)]);
  loaded.set(file, blob);
  return blob;
};

/** The platform's database, initialised and migrated. */
export const platformTemplate = () =>
  pgliteTemplate('platform', filesUnder(path.join(root, 'apps/server/drizzle')), async () => {
    const database = await openDatabase({ inMemory: true });
    await database.migrate();
    return { client: pgliteClientOf(database.db), close: database.close };
  });
