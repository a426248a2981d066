import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILDS, needsBuild, sourcesHash, STAMP_FILE, writeStamp } from './build-stamp.mjs';

let root: string;
const build = { workspace: '@x/web', dist: 'dist', inputs: ['src', 'index.html', 'package-lock.json'] };
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
/** What `npm start` does after a build: the output and the stamp of the sources it was built from. */
const built = () => {
  write('dist/index.html', '<div id="root"></div>');
  writeStamp(root, build, sourcesHash(root, build.inputs));
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'pagoda-stamp-'));
  write('src/main.tsx', 'export const a = 1;');
  write('index.html', '<html></html>');
  write('package-lock.json', '{}');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('npm start: rebuild only when the sources changed', () => {
  it('builds a fresh clone (no output) and an output without a stamp', () => {
    expect(needsBuild(root, build)).toBe(true);
    write('dist/index.html', 'old');
    expect(needsBuild(root, build)).toBe(true);
  });

  it('does not rebuild an unchanged clone', () => {
    built();
    expect(fs.existsSync(path.join(root, 'dist', STAMP_FILE))).toBe(true);
    expect(needsBuild(root, build)).toBe(false);
  });

  it.each([
    ['a source file changes', () => write('src/main.tsx', 'export const a = 2;')],
    ['a source file is added', () => write('src/new.ts', 'export {};')],
    ['a source file is renamed', () => fs.renameSync(path.join(root, 'src/main.tsx'), path.join(root, 'src/app.tsx'))],
    ['the lockfile changes', () => write('package-lock.json', '{"v":2}')],
    ['the build output is removed', () => fs.rmSync(path.join(root, 'dist/index.html'))],
  ])('rebuilds when %s', (_what, change) => {
    built();
    change();
    expect(needsBuild(root, build)).toBe(true);
  });

  it('ignores test files, which are not part of a build', () => {
    built();
    write('src/main.test.tsx', 'it.todo("x");');
    expect(needsBuild(root, build)).toBe(false);
  });

  it('covers what the real builds read', () => {
    expect(BUILDS.web.inputs).toEqual(
      expect.arrayContaining(['apps/web/src', 'packages/contracts/src', 'package-lock.json']),
    );
    expect(BUILDS.studio.inputs).toEqual(expect.arrayContaining(['apps/studio/web', 'apps/studio/src']));
    expect(BUILDS.backoffice.inputs).toEqual(expect.arrayContaining(['apps/backoffice/src', 'packages/contracts/src']));
    for (const b of [BUILDS.web, BUILDS.backoffice, BUILDS.studio])
      for (const input of b.inputs)
        expect(fs.existsSync(path.resolve(import.meta.dirname, '..', input)), input).toBe(true);
  });
});
