#!/usr/bin/env node
// `npm test`: unit and API tests (PGlite, plus PostgreSQL and Redis when they answer), then the
// browser tests against the real built server. Missing services are reported, never hidden;
// under CI every one of them is required.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

const CI = process.env.CI === 'true' || process.env.CI === '1';
const env = { ...process.env };
const skipped = [];
const failures = [];

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

const run = (label, cmd, args) => {
  console.log(`\n▶ ${label}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (r.status !== 0) failures.push(label);
};

run('unit and API tests', 'npx', ['vitest', 'run']);
if (haveChromium) {
  run('portal and studio build', 'npm', ['run', 'build']);
  if (!failures.includes('portal and studio build')) run('browser tests', 'npx', ['playwright', 'test']);
}

if (skipped.length) console.log(`\nSkipped (not available on this machine):\n  - ${skipped.join('\n  - ')}`);
if (failures.length) {
  console.error(`\nFailed: ${failures.join(', ')}`);
  process.exit(1);
}
console.log('\nAll test levels passed.');
