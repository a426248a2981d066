// `npm run bench`: prints figures, asserts nothing. Targets live in the README.
//  1. gzip size of the home route's initial JS and CSS (from the built index.html and its preloads)
//  2. cold start: spawn to the first 200 on /wps/system/status, on a fresh data directory
//  3. requests/s of /wps/system/status and of a bare Fastify hello-world, same run, and the ratio
//  4. ledger postings/s, seamless bet+win pairs/s, the studio games' rounds/s and a live table's message rates
//  5. agent settlement: 10,000 contracts over 100,000 bets on PostgreSQL (bench-agent-settlement.ts)
//     and the studio lottery's tickets/s bought on one draw and settled, on PostgreSQL (bench-lottery.ts)
//  6. Lighthouse (performance, CLS, LCP, TBT) of /, /rng and /live, mobile and desktop presets (bench-lighthouse.ts)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { benchAgentSettlement } from './bench-agent-settlement.js';
import { benchLedger } from './bench-ledger.js';
import { benchLighthouse } from './bench-lighthouse.js';
import { benchLottery } from './bench-lottery.js';
import { benchVendors } from './bench-vendors.js';
import { HOME_JS_TARGET_KB, homeInitialAssets } from './home-size.js';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

const waitFor200 = async (url: string, deadline: number) => {
  while (Date.now() < deadline) {
    try {
      const r = await fetch(url, { headers: { Merchant: 'pagoda' } });
      if (r.status === 200) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no 200 from ${url}`);
};

const rps = async (url: string, headers: Record<string, string> = {}) => {
  const result = await autocannon({ url, connections: 50, duration: DURATION, headers });
  return result.requests.average;
};

const main = async () => {
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    console.error('Build the portal first: npm run build');
    process.exit(1);
  }
  const sizes = homeInitialAssets(dist);
  console.log(`home initial JS  (gzip): ${(sizes.js / 1024).toFixed(1)} KB   target ≤ ${HOME_JS_TARGET_KB} KB`);
  console.log(`home initial CSS (gzip): ${(sizes.css / 1024).toFixed(1)} KB`);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pagoda-bench-'));
  const port = 8290;
  const started = Date.now();
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitFor200(`http://127.0.0.1:${port}/wps/system/status`, Date.now() + 120_000);
    console.log(
      `cold start to first 200 on /wps/system/status (fresh data dir, migrations and seed): ${Date.now() - started} ms`,
    );
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));

    const warm = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '100000000',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const t0 = Date.now();
    await waitFor200(`http://127.0.0.1:${port}/wps/system/status`, Date.now() + 120_000);
    console.log(`start to first 200 on an existing data dir: ${Date.now() - t0} ms`);

    const hello = Fastify();
    hello.get('/hello', () => ({ hello: 'world' }));
    await hello.listen({ port: 8291, host: '127.0.0.1' });
    const statusRps = await rps(`http://127.0.0.1:${port}/wps/system/status?url=localhost`, { Merchant: 'pagoda' });
    const gameListRps = await rps(
      `http://127.0.0.1:${port}/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=24&language=EN`,
      { Merchant: 'pagoda' },
    );
    const helloRps = await rps('http://127.0.0.1:8291/hello');
    await hello.close();
    warm.kill('SIGTERM');
    await new Promise((r) => warm.once('exit', r));
    console.log(`/wps/system/status: ${statusRps.toFixed(0)} req/s`);
    console.log(`bare Fastify hello: ${helloRps.toFixed(0)} req/s`);
    console.log(`ratio: ${(statusRps / helloRps).toFixed(2)}   target ≥ 0.5`);
    console.log(
      `/wps/relay/GCSGAME_gameList (RNG, page 1 of 24): ${gameListRps.toFixed(0)} req/s; ` +
        `ratio to hello ${(gameListRps / helloRps).toFixed(2)}   target ≥ 0.5`,
    );
  } finally {
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
};

await main();
await benchLedger();
await benchVendors();
await benchAgentSettlement();
await benchLottery();
// The studio's games: rounds/s of the outcome function (target ≥ 1,000,000 spins/s) and of the fair pipeline.
console.log('studio games, rounds/s (target for (a) the outcome function: ≥ 1,000,000):');
await new Promise((resolve) =>
  spawn(process.execPath, ['--import', 'tsx', 'apps/studio/bench/outcome-bench.ts', String(DURATION / 5)], {
    cwd: root,
    stdio: 'inherit',
  }).once('exit', resolve),
);
// One live table over real sockets: bets/s it takes, and round messages/s it fans out.
await new Promise((resolve) =>
  spawn(process.execPath, ['--import', 'tsx', 'apps/studio/bench/ws-rate.ts', '50', String(DURATION / 2)], {
    cwd: root,
    stdio: 'inherit',
  }).once('exit', resolve),
);
// The portal in a real browser: Lighthouse 12 lab figures, median of LIGHTHOUSE_RUNS runs per page and preset.
await benchLighthouse();
