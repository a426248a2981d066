// `npm start` builds the portal, the back office and the studio's game pages only when their sources changed since the last
// build: a SHA-256 of every input file (path and content) and of the lockfile is kept beside the build as
// .build-stamp. A fresh clone (no build, no stamp) builds; an unchanged clone starts at once.
// `npm run build` runs this file directly: it always builds all three, and stamps them too.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const STAMP_FILE = '.build-stamp';

/** What each build reads, relative to the repository root: folders are walked, missing entries skipped. */
export const BUILDS = {
  web: {
    workspace: '@pagoda/web',
    dist: 'apps/web/dist',
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/tsconfig.json',
      'apps/web/package.json',
      'packages/contracts/src',
      'packages/contracts/package.json',
      'package-lock.json',
    ],
  },
  backoffice: {
    workspace: '@pagoda/backoffice',
    dist: 'apps/backoffice/dist',
    inputs: [
      'apps/backoffice/src',
      'apps/backoffice/public',
      'apps/backoffice/index.html',
      'apps/backoffice/vite.config.ts',
      'apps/backoffice/tsconfig.json',
      'apps/backoffice/package.json',
      'packages/contracts/src',
      'packages/contracts/package.json',
      'package-lock.json',
    ],
  },
  studio: {
    workspace: '@pagoda/studio',
    dist: 'apps/studio/dist',
    inputs: [
      'apps/studio/web',
      'apps/studio/src',
      'apps/studio/package.json',
      'packages/contracts/src',
      'packages/contracts/package.json',
      'package-lock.json',
    ],
  },
};

/** Tests are not part of a build; a change to one does not call for a rebuild. */
const SKIPPED = /\.test\.(ts|tsx)$|(^|\/)node_modules(\/|$)/;

const listFiles = (root, entry) => {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [entry];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .flatMap((e) => listFiles(root, path.posix.join(entry, e.name)))
    .filter((f) => !SKIPPED.test(f));
};

/** SHA-256 over the sorted input files' paths and contents. */
export const sourcesHash = (root, inputs) => {
  const hash = createHash('sha256');
  const files = [...new Set(inputs.flatMap((i) => listFiles(root, i)))].sort();
  for (const f of files) {
    hash.update(`${f}\0`);
    hash.update(fs.readFileSync(path.join(root, f)));
    hash.update('\0');
  }
  return hash.digest('hex');
};

/** A build is needed when the output has no index.html, no stamp, or a stamp of other sources. */
export const needsBuild = (root, build) => {
  const dist = path.join(root, build.dist);
  const stamp = path.join(dist, STAMP_FILE);
  if (!fs.existsSync(path.join(dist, 'index.html')) || !fs.existsSync(stamp)) return true;
  return fs.readFileSync(stamp, 'utf8').trim() !== sourcesHash(root, build.inputs);
};

/** Written after a successful build (the hash of the sources as they were when the build started). */
export const writeStamp = (root, build, hash) => fs.writeFileSync(path.join(root, build.dist, STAMP_FILE), `${hash}\n`);

/** Builds `build` when its sources changed (or always, with force) and stamps the result; exits on a failed build. */
export const buildIfNeeded = (root, build, { force = false } = {}) => {
  if (!force && !needsBuild(root, build)) {
    console.log(`${build.workspace}: build is up to date`);
    return;
  }
  const hash = sourcesHash(root, build.inputs);
  const built = spawnSync('npm', ['run', 'build', '-w', build.workspace], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
  writeStamp(root, build, hash);
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, '..');
  for (const build of [BUILDS.web, BUILDS.backoffice, BUILDS.studio]) buildIfNeeded(root, build, { force: true });
}
