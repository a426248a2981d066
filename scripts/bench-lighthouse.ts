// Lighthouse 12 lab figures for the portal's home, /rng and /live, mobile and desktop presets, against a
// platform and studio this script starts itself on a fresh data directory (the demo seed) with the built
// portal. Prints the median of LIGHTHOUSE_RUNS runs (default 3) per page and preset: performance score, CLS,
// LCP and TBT. Figures only, no assertion: the targets (performance >= 95, CLS <= 0.05, mobile LCP <= 2.0 s,
// TBT <= 150 ms) are in the README. Throttling is Lighthouse's default (simulated), so a loaded machine
// moves TBT more than the other figures.
//   node --import tsx scripts/bench-lighthouse.ts          (also part of `npm run bench`)
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const PAGES = ['/', '/rng', '/live'];
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 8296);
const STUDIO_PORT = PORT + 1;
const SECRET = 'bench-studio-secret-not-for-production-0001';

export const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

const waitFor200 = async (url: string, deadline: number) => {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no 200 from ${url}`);
};

const startStack = async (dataDir: string): Promise<ChildProcess[]> => {
  const node = (file: string, env: Record<string, string>) =>
    spawn(process.execPath, ['--import', 'tsx', file], {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  const studio = node('apps/studio/src/server/main.ts', {
    STUDIO_PORT: String(STUDIO_PORT),
    STUDIO_HOST: '127.0.0.1',
    STUDIO_DATA_DIR: path.join(dataDir, 'studio'),
    STUDIO_SECRET: SECRET,
    PLATFORM_API_URL: `http://127.0.0.1:${PORT}`,
    STUDIO_PUBLIC_URL: `http://127.0.0.1:${STUDIO_PORT}`,
  });
  await waitFor200(`http://127.0.0.1:${STUDIO_PORT}/healthz`, Date.now() + 120_000);
  const server = node('apps/server/src/main.ts', {
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: '100000000',
    VENDOR_MANIFEST_URLS: `http://127.0.0.1:${STUDIO_PORT}/vendor-manifest.json`,
    VENDOR_MANIFEST_SECRET: SECRET,
    GAME_ORIGINS: `http://127.0.0.1:${STUDIO_PORT}`,
  });
  await waitFor200(`http://127.0.0.1:${PORT}/readyz`, Date.now() + 120_000);
  return [studio, server];
};

interface Figures {
  score: number;
  cls: number;
  lcp: number;
  tbt: number;
}

const measure = async (url: string, port: number, desktop: boolean): Promise<Figures> => {
  const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
  const result = await lighthouse(url, flags, desktop ? desktopConfig : undefined);
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    cls: audit('cumulative-layout-shift'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
  };
};

export const benchLighthouse = async () => {
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    console.log('lighthouse: build the portal first (npm run build), skipped');
    return;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pagoda-lighthouse-'));
  const children = await startStack(dataDir);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    // One unmeasured load, so the first measured run does not pay for the server's first compile of each route.
    for (const page of PAGES) await fetch(`http://127.0.0.1:${PORT}${page}`);
    console.log(`lighthouse 12, simulated throttling, median of ${RUNS} run(s) per row:`);
    console.log('preset   page   perf   CLS     LCP (s)  TBT (ms)');
    for (const preset of ['mobile', 'desktop'] as const) {
      for (const page of PAGES) {
        const runs: Figures[] = [];
        for (let i = 0; i < RUNS; i++)
          runs.push(await measure(`http://127.0.0.1:${PORT}${page}`, chrome.port, preset === 'desktop'));
        const m = (k: keyof Figures) => median(runs.map((r) => r[k]));
        console.log(
          `${preset.padEnd(8)} ${page.padEnd(6)} ${String(m('score')).padStart(4)}   ${m('cls').toFixed(3)}   ` +
            `${(m('lcp') / 1000).toFixed(2).padStart(5)}   ${m('tbt').toFixed(0).padStart(6)}`,
        );
      }
    }
    console.log('targets: perf >= 95, CLS <= 0.05, mobile LCP <= 2.0 s, TBT <= 150 ms');
  } finally {
    chrome.kill();
    for (const c of children) c.kill('SIGTERM');
    await Promise.all(children.filter((c) => c.exitCode === null).map((c) => new Promise((r) => c.once('exit', r))));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
};

if (import.meta.url === `file://${process.argv[1]}`) await benchLighthouse();
