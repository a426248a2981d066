#!/usr/bin/env node
// `npm test`: unit and API tests (PGlite, plus PostgreSQL and Redis when they answer) and the
// browser tests against the real built server, side by side. Missing services are reported, never
// hidden; under CI every one of them is required. The portal, back office and studio are built first
// unless their builds are already stamped with their current sources (`.ci/run` builds beside lint);
// the browser tests (the portal's and the back office's Playwright projects) serve that build.
//
// Why side by side: measured on the 2-core CI machine, the browser tests keep about one core busy
// (one Playwright worker; the browser, the platform and the studio wait on each other), so the unit
// and API tests run beside them at a lower CPU priority (nice 10) and take the idle core instead of
// adding ten minutes after them. The browser tests keep their speed: the kernel gives them the CPU
// first. The unit tests' output is held and printed when they end, so it does not interleave.
// Each stage's duration is printed, and a summary table at the end.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
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

const chromium = env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const haveChromium = fs.existsSync(chromium);
if (!haveChromium) skipped.push(`browser tests (no Chromium at ${chromium}; apt-get install chromium)`);

if (CI && skipped.length) {
  console.error(`CI requires every test level, but these cannot run:\n  - ${skipped.join('\n  - ')}`);
  process.exit(1);
}

const seconds = (s) => `${s.toFixed(1)} s`;

/**
 * Runs one stage and records its duration. A quiet stage keeps its output and prints it when it
 * ends, so that it does not interleave with a stage running beside it.
 */
const run = (label, cmd, args, { quiet = false, niceness = 0 } = {}) =>
  new Promise((resolve) => {
    console.log(`\n▶ ${label}: ${cmd} ${args.join(' ')}${niceness ? ` (nice ${niceness})` : ''}`);
    const started = performance.now();
    const child = spawn(cmd, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env });
    // Set before the child starts its own workers, which inherit it.
    if (niceness && child.pid) {
      try {
        os.setPriority(child.pid, niceness);
      } catch {
        console.log(`(could not lower the priority of ${label}; it runs at normal priority)`);
      }
    }
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
const browser = async () => {
  if (!haveChromium) return;
  const built = buildCurrent || (await run('portal, back office and studio build', 'npm', ['run', 'build']));
  if (built) await run('browser tests', 'npx', ['playwright', 'test']);
};
await Promise.all([
  run('unit and API tests', 'npx', ['vitest', 'run'], { quiet: haveChromium, niceness: haveChromium ? 10 : 0 }),
  browser(),
]);

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
