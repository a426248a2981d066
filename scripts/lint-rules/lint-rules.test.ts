import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// Proves that the rules of eslint.config.js fire: fixture sources linted as if they lived at a
// path inside each zone, importing real modules of the tree.

const root = path.resolve(import.meta.dirname, '../..');
const BOUNDARY = 'import-x/no-restricted-paths';

/** Boundaries need no type information: linting without it keeps these fast. */
const untyped = new ESLint({
  cwd: root,
  overrideConfigFile: path.join(root, 'eslint.config.js'),
  overrideConfig: tseslint.configs.disableTypeChecked,
});
const typed = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });

const ruleIds = async (eslint: ESLint, file: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  const fatal = result!.messages.filter((m) => m.fatal);
  expect(fatal, 'the fixture parses').toEqual([]);
  return result!.messages.map((m) => m.ruleId);
};

/** A real module inside a folder, so that the import resolves whatever files the folder holds today. */
const moduleIn = (dir: string): string => {
  const walk = (d: string): string | undefined => {
    const entries = fs
      .readdirSync(path.join(root, d), { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name));
    for (const e of entries)
      if (e.isFile() && /\.tsx?$/.test(e.name) && !/\.(test|d)\.tsx?$/.test(e.name)) return `${d}/${e.name}`;
    for (const e of entries) if (e.isDirectory()) return walk(`${d}/${e.name}`) ?? undefined;
    return undefined;
  };
  const found = walk(dir);
  if (!found) throw new Error(`no module in ${dir}`);
  return found;
};

/** Source that imports `target` (a repository path) from `from`, by a relative specifier. */
const importing = (from: string, target: string) => {
  let spec = path.relative(path.dirname(from), target).replace(/\.tsx?$/, '');
  if (!spec.startsWith('.')) spec = `./${spec}`;
  return `import * as m from '${spec}';\nexport const used = m;\n`;
};

const boundaryHits = async (from: string, targetDir: string) =>
  (await ruleIds(untyped, from, importing(from, moduleIn(targetDir)))).filter((r) => r === BOUNDARY).length;

const WEB = 'apps/web/src';
const STUDIO = 'apps/studio/web/src';

describe('portal boundaries (apps/web/src)', () => {
  it('a feature importing another feature is an error, from any depth (the review’s bypass)', async () => {
    expect(await boundaryHits(`${WEB}/features/wallet/components/fixture.tsx`, `${WEB}/features/games`)).toBe(1);
    expect(await boundaryHits(`${WEB}/features/session/fixture.ts`, `${WEB}/features/wallet`)).toBe(1);
  });

  it('components/ and lib/ importing a feature are errors', async () => {
    expect(await boundaryHits(`${WEB}/components/fixture.tsx`, `${WEB}/features/wallet`)).toBe(1);
    expect(await boundaryHits(`${WEB}/lib/fixture.ts`, `${WEB}/features/session`)).toBe(1);
  });

  it('a feature importing app/ is an error', async () => {
    expect(await boundaryHits(`${WEB}/features/games/fixture.tsx`, `${WEB}/app`)).toBe(1);
  });

  it('allows a feature its own files, shared code, and app/ every feature', async () => {
    expect(await boundaryHits(`${WEB}/features/wallet/components/fixture.tsx`, `${WEB}/features/wallet`)).toBe(0);
    expect(await boundaryHits(`${WEB}/features/wallet/fixture.tsx`, `${WEB}/components`)).toBe(0);
    expect(await boundaryHits(`${WEB}/features/wallet/fixture.tsx`, `${WEB}/lib`)).toBe(0);
    expect(await boundaryHits(`${WEB}/app/fixture.tsx`, `${WEB}/features/games`)).toBe(0);
  });
});

describe('studio web boundaries (apps/studio/web/src)', () => {
  it('a game importing another game is an error', async () => {
    expect(await boundaryHits(`${STUDIO}/slot/fixture.tsx`, `${STUDIO}/fish`)).toBe(1);
    expect(await boundaryHits(`${STUDIO}/verify/fixture.tsx`, `${STUDIO}/slot`)).toBe(1);
    expect(await boundaryHits(`${STUDIO}/pvp/fixture.tsx`, `${STUDIO}/live`)).toBe(1);
  });

  it('a game importing app/ is an error (the app ↔ pvp cycle)', async () => {
    expect(await boundaryHits(`${STUDIO}/pvp/fixture.tsx`, `${STUDIO}/app`)).toBe(1);
  });

  it('shared/ importing a game or app/ is an error', async () => {
    expect(await boundaryHits(`${STUDIO}/shared/fixture.ts`, `${STUDIO}/live`)).toBe(1);
    expect(await boundaryHits(`${STUDIO}/shared/fixture.ts`, `${STUDIO}/app`)).toBe(1);
  });

  it('allows a game shared/ and its own files, and app/ every game', async () => {
    expect(await boundaryHits(`${STUDIO}/slot/fixture.tsx`, `${STUDIO}/shared`)).toBe(0);
    expect(await boundaryHits(`${STUDIO}/slot/fixture.tsx`, `${STUDIO}/slot`)).toBe(0);
    expect(await boundaryHits(`${STUDIO}/app/fixture.tsx`, `${STUDIO}/pvp`)).toBe(0);
  });
});

describe('type-aware and import-order rules', () => {
  const file = 'scripts/lint-rules/fixture.ts';

  it('a floating promise and a promise passed where a void callback is expected are errors', async () => {
    const ids = await ruleIds(
      typed,
      file,
      [
        'const later = async () => 1;',
        'export const run = () => {',
        '  later();',
        "  ['a'].forEach(async () => later());",
        '};',
        '',
      ].join('\n'),
    );
    expect(ids).toContain('@typescript-eslint/no-floating-promises');
    expect(ids).toContain('@typescript-eslint/no-misused-promises');
  });

  it('imports out of order are an error', async () => {
    const ids = await ruleIds(
      untyped,
      file,
      "import path from 'node:path';\nimport { describe } from 'vitest';\nimport fs from 'node:fs';\nexport const x = [path, fs, describe];\n",
    );
    expect(ids).toContain('import-x/order');
  });
});
