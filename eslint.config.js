import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));
const dirsIn = (dir) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

/**
 * Import boundaries, as zones (`target` may not import from `from`). Paths are relative to the
 * repository root; the lint test in scripts/lint-rules proves that each zone fires.
 *
 * Portal (apps/web/src): a feature imports no other feature and not app/; the shared folders
 * (components, lib, i18n, styles, test) import no feature and not app/. Composition is app/'s job.
 */
const WEB = 'apps/web/src';
const webFeatures = dirsIn(`${WEB}/features`);
const webShared = ['components', 'lib', 'i18n', 'styles', 'test'].filter((d) => fs.existsSync(path.join(root, WEB, d)));
const webZones = [
  ...webFeatures.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message:
      'A feature imports no other feature: compose them in app/, or move the shared part to components/ or lib/.',
  })),
  {
    target: `${WEB}/features`,
    from: `${WEB}/app`,
    message: 'Features do not import app/: app/ composes the features.',
  },
  ...webShared.map((dir) => ({
    target: `${WEB}/${dir}`,
    from: [`${WEB}/features`, `${WEB}/app`],
    message: `${dir}/ is shared code: it imports no feature and not app/.`,
  })),
];

/**
 * Back office (apps/backoffice/src): the same rules as the portal. A feature imports no other feature
 * and not app/; the shared folders import no feature and not app/. Features are found by the route
 * and locale globs in app/ and i18n/, so none is ever imported by name.
 */
const BO = 'apps/backoffice/src';
const boFeatures = fs.existsSync(path.join(root, BO, 'features')) ? dirsIn(`${BO}/features`) : [];
const boShared = ['components', 'lib', 'i18n', 'styles', 'test'].filter((d) => fs.existsSync(path.join(root, BO, d)));
const boZones = [
  ...boFeatures.map((feature) => ({
    target: `${BO}/features/${feature}`,
    from: `${BO}/features`,
    except: [`./${feature}`],
    message: 'A back-office feature imports no other feature: move the shared part to components/ or lib/.',
  })),
  {
    target: `${BO}/features`,
    from: `${BO}/app`,
    message: 'Features do not import app/: app/ composes the features.',
  },
  ...boShared.map((dir) => ({
    target: `${BO}/${dir}`,
    from: [`${BO}/features`, `${BO}/app`],
    message: `${dir}/ is shared code: it imports no feature and not app/.`,
  })),
];

/**
 * Studio web (apps/studio/web/src): each game (slot, fish, live, pvp, verify) imports neither
 * another game nor app/; shared/ imports no game and not app/. app/ composes the games.
 */
const STUDIO = 'apps/studio/web/src';
const studioGames = ['slot', 'fish', 'live', 'pvp', 'lottery', 'verify'];
const studioZones = [
  ...studioGames.map((game) => ({
    target: `${STUDIO}/${game}`,
    from: [`${STUDIO}/app`, ...studioGames.filter((g) => g !== game).map((g) => `${STUDIO}/${g}`)],
    message: 'A game imports neither another game nor app/: move what they share to shared/.',
  })),
  {
    target: `${STUDIO}/shared`,
    from: [`${STUDIO}/app`, ...studioGames.map((g) => `${STUDIO}/${g}`)],
    message: 'shared/ imports no game and not app/.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'apps/server/drizzle/**',
      '.husky/_/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        // Each file is checked with its own package's tsconfig; the root tools (configs and
        // scripts) are in tsconfig.tools.json, which no folder names tsconfig.json.
        projectService: {
          allowDefaultProject: ['*.ts', 'scripts/*.ts', 'scripts/*.d.mts', 'scripts/lint-rules/*.ts'],
          defaultProject: 'tsconfig.tools.json',
          maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 32,
        },
        tsconfigRootDir: root,
      },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'apps/*/tsconfig.json',
            'apps/studio/web/tsconfig.json',
            'packages/*/tsconfig.json',
            'tsconfig.tools.json',
          ],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // Fastify plugins and hooks, and fakes of async interfaces, are async by contract even when they await nothing.
      '@typescript-eslint/require-await': 'off',
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through the config module.',
        },
      ],
    },
  },
  {
    // Plain JavaScript (configs, scripts) is linted without type information.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['apps/studio/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: studioZones }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: webZones }],
    },
  },
  {
    files: ['apps/backoffice/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boZones }],
    },
  },
  {
    // Tests read response bodies of unknown shape (`res.json()`): typing each one would add casts,
    // not safety. The promise rules stay on.
    files: ['**/test/**', '**/*.test.{ts,tsx}', 'apps/web/e2e/**', 'apps/backoffice/e2e/**'],
    rules: {
      '@typescript-eslint/no-base-to-string': 'off',
      // Spies are passed to expect() unbound; they are never called that way.
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // Raw SQL results: the two drivers (PGlite, node-postgres) type `execute` differently, so the
    // assertion states the row shape; tests assert the shape of parsed responses the same way.
    files: [
      '**/*.repository.ts',
      'apps/studio/src/server/db/client.ts',
      '**/*.test.ts',
      '**/*.test.tsx',
      'apps/*/test/**',
      'apps/web/e2e/**',
      'apps/backoffice/e2e/**',
    ],
    rules: { '@typescript-eslint/no-unnecessary-type-assertion': 'off' },
  },
  {
    // The config module, CLIs and test/bench tooling are where the environment is read.
    files: [
      'apps/server/src/config.ts',
      'apps/studio/src/server/config.ts',
      'apps/studio/test/**',
      'scripts/**',
      'playwright.config.ts',
      'vitest.config.ts',
      'apps/web/vite.config.ts',
      'apps/web/e2e/**',
      'apps/backoffice/vite.config.ts',
      'apps/backoffice/e2e/**',
      'apps/server/test/**',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
