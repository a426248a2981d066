#!/usr/bin/env node
// `npm test`: unit and API tests (PGlite, plus PostgreSQL and Redis when they answer), then the
// browser tests against the real built server. Missing services are reported, never hidden;
// under CI every one of them is required. The portal and studio are built once, while the unit
// tests run (the build is short and the tests leave a core idle at times), unless the builds are
// already stamped with their current sources (`.ci/run` builds beside lint), and the browser tests
// (both Playwright projects: the portal's and the back office's) serve that build. Each stage's duration is printed, and a summary table at the end.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { BUILDS, needsBuild } from './build-stamp.mjs';

const CI = process.env.CI === 'true' || process.env.CI === '1';
const env = { ...process.env };
const skipped = [];
/** @type {{ label: string, seconds: number, ok: boolean }[]} */
const stages = [];

const reachable = (host, port) =>
  new Promise((resolve) => {
    const s = net.connect({ host, port, timeout: 1500 }, () => {
      s.destroy();
      resolve(true);
    });
    s.on('error', () => resolve(false));
    s.on('timeout', () => {
      s.destroy();
      resolve(false);
    });
  });

const pgUrl = env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const pgHost = new URL(pgUrl);
if (await reachable(pgHost.hostname, Number(pgHost.port || 5432))) env.TEST_DATABASE_URL = pgUrl;
else {
  delete env.TEST_DATABASE_URL;
  skipped.push(`API tests on PostgreSQL (no server at ${pgHost.host}; set TEST_DATABASE_URL)`);
}

const redisUrl = env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisHost = new URL(redisUrl);
if (await reachable(redisHost.hostname, Number(redisHost.port || 6379))) env.TEST_REDIS_URL = redisUrl;
else {
  delete env.TEST_REDIS_URL;
  skipped.push(`Redis tests (no server at ${redisHost.host}; set TEST_REDIS_URL)`);
}

// The browser playwright.config.ts picks: Debian's headless shell when installed, else its chromium.
const chromium =
  env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => fs.existsSync(p)) ??
  '/usr/bin/chromium';
const haveChromium = fs.existsSync(chromium);
if (!haveChromium)
  skipped.push(`browser tests (no Chromium at ${chromium}; apt-get install chromium chromium-headless-shell)`);

if (CI && skipped.length) {
  console.error(`CI requires every test level, but these cannot run:\n  - ${skipped.join('\n  - ')}`);
  process.exit(1);
}

const seconds = (s) => `${s.toFixed(1)} s`;

/**
 * Runs one stage and records its duration. A quiet stage keeps its output and prints it when it
 * ends, so that it does not interleave with a stage running beside it.
 */
const run = (label, cmd, args, { quiet = false } = {}) =>
  new Promise((resolve) => {
    console.log(`\n▶ ${label}: ${cmd} ${args.join(' ')}`);
    const started = performance.now();
    const child = spawn(cmd, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env });
    const out = [];
    child.stdout?.on('data', (d) => out.push(d));
    child.stderr?.on('data', (d) => out.push(d));
    child.on('close', (code) => {
      const s = (performance.now() - started) / 1000;
      const ok = code === 0;
      if (quiet) process.stdout.write(Buffer.concat(out));
      console.log(`${ok ? '✔' : '✖'} ${label}: ${seconds(s)}${ok ? '' : ` (exit ${code})`}`);
      stages.push({ label, seconds: s, ok });
      resolve(ok);
    });
  });

const started = performance.now();
// A build stamped with the current sources (`.ci/run` builds beside lint) is served as it is.
const root = path.resolve(import.meta.dirname, '..');
const buildCurrent = Object.values(BUILDS).every((b) => !needsBuild(root, b));
if (haveChromium && buildCurrent)
  console.log('\nThe portal, back office and studio builds are current: not building again.');
const [, built] = await Promise.all([
  run('unit and API tests', 'npx', ['vitest', 'run']),
  !haveChromium
    ? Promise.resolve(false)
    : buildCurrent
      ? Promise.resolve(true)
      : run('portal, back office and studio build', 'npm', ['run', 'build'], { quiet: true }),
]);
if (haveChromium && built) await run('browser tests', 'npx', ['playwright', 'test']);

console.log('\nStage                       Time      Result');
for (const s of stages)
  console.log(`${s.label.padEnd(27)} ${seconds(s.seconds).padStart(8)}  ${s.ok ? 'passed' : 'FAILED'}`);
console.log(`${'npm test (wall clock)'.padEnd(27)} ${seconds((performance.now() - started) / 1000).padStart(8)}`);

const failures = stages.filter((s) => !s.ok).map((s) => s.label);
if (skipped.length) console.log(`\nSkipped (not available on this machine):\n  - ${skipped.join('\n  - ')}`);
if (failures.length) {
  console.error(`\nFailed: ${failures.join(', ')}`);
  process.exit(1);
}
console.log('\nAll test levels passed.');
