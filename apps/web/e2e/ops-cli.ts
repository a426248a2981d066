import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

const root = path.resolve(import.meta.dirname, '../../..');

/** Where the e2e global setup writes the bundled CLI (inside the repository, so that its packages resolve). */
const OPS_DIR = path.join(root, 'test-results/e2e-ops');

/**
 * The repository's own TypeScript is bundled; packages stay imports from node_modules. `import.meta.url`
 * keeps naming each source file, so paths built from it (the repository root, the migrations) are the
 * same as when the CLI runs from source.
 */
const sourcesAsWritten: Plugin = {
  name: 'sources-as-written',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@pagoda/') ? undefined : { path: args.path, external: true },
    );
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const { readFile } = await import('node:fs/promises');
      const text = await readFile(args.path, 'utf8');
      return {
        contents: text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
        loader: 'ts',
      };
    });
  },
};

/**
 * Bundles `apps/server/src/cli/ops.ts` to one JavaScript file (about a second, once per run), so that
 * each `ops(...)` call starts in a fraction of a second instead of compiling the server with tsx each
 * time (3–5 s of CPU per call, about 60 calls per run). The code run is the real CLI's, unchanged.
 */
export const bundleOpsCli = async () => {
  await build({
    entryPoints: [path.join(root, 'apps/server/src/cli/ops.ts')],
    outdir: OPS_DIR,
    outExtension: { '.js': '.mjs' },
    // The modules the CLI imports only to run a command itself stay in chunks a forwarded command never loads.
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [sourcesAsWritten],
  });
  return path.join(OPS_DIR, 'ops.mjs');
};

/**
 * Runs the real operator CLI against the e2e server (it reaches it through DATA_DIR's lock): the
 * bundle the global setup built (E2E_OPS_CLI), or the TypeScript source through tsx without it.
 */
export const ops = (...args: string[]) =>
  execFileSync(
    'node',
    process.env.E2E_OPS_CLI
      ? [process.env.E2E_OPS_CLI, ...args]
      : ['--import', 'tsx', 'apps/server/src/cli/ops.ts', ...args],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
      encoding: 'utf8',
    },
  );
