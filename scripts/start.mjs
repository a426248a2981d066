#!/usr/bin/env node
// `npm start`: the platform on PORT (8080) and, beside it, the in-house studio on STUDIO_PORT
// (8090) as a separate process. The studio is an ordinary vendor: the platform registers it from
// its manifest, and the two share only the HMAC secret of that registration (generated once into
// DATA_DIR/studio-secret). STUDIO=off runs the platform alone (e.g. when the studio runs elsewhere).
// The portal, the back office (served under /backoffice/) and the studio's pages are built first, each only when its sources changed (build-stamp.mjs).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { BUILDS, buildIfNeeded } from './build-stamp.mjs';

// A .env file (see .env.example) configures both processes; variables already set win.
if (fs.existsSync('.env')) process.loadEnvFile('.env');
const env = { ...process.env };
const port = env.PORT ?? '8080';
const studioPort = env.STUDIO_PORT ?? '8090';
const withStudio = env.STUDIO !== 'off';

const root = path.resolve(import.meta.dirname, '..');
for (const build of withStudio ? [BUILDS.web, BUILDS.backoffice, BUILDS.studio] : [BUILDS.web, BUILDS.backoffice])
  buildIfNeeded(root, build);

if (withStudio) {
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  fs.mkdirSync(dataDir, { recursive: true });
  const secretFile = path.join(dataDir, 'studio-secret');
  if (!env.STUDIO_SECRET) {
    if (!fs.existsSync(secretFile))
      fs.writeFileSync(secretFile, randomBytes(32).toString('base64url'), { mode: 0o600 });
    env.STUDIO_SECRET = fs.readFileSync(secretFile, 'utf8').trim();
  }
  env.STUDIO_DATA_DIR ??= path.join(dataDir, 'studio');
  env.STUDIO_PORT = studioPort;
  env.PLATFORM_API_URL ??= `http://127.0.0.1:${port}`;
  env.STUDIO_PUBLIC_URL ??= `http://localhost:${studioPort}`;
  env.VENDOR_MANIFEST_URLS ??= `http://127.0.0.1:${studioPort}/vendor-manifest.json`;
  env.VENDOR_MANIFEST_SECRET ??= env.STUDIO_SECRET;
  // The portal's content policy allows games from https origins; the local studio is plain http.
  env.GAME_ORIGINS ??= new URL(env.STUDIO_PUBLIC_URL).origin;
  // Only the portal may frame the game pages: under either local name a browser may use for it.
  env.STUDIO_FRAME_ANCESTORS ??= `http://localhost:${port} http://127.0.0.1:${port}`;
  // Demo rooms fill with clearly labelled bots when a player would wait alone.
  env.PVP_BOTS ??= 'true';
  // The lottery is on in the demo; its regional results come from a source labelled SIMULATED (no official feed).
  env.LOTTERY_ENABLED ??= 'true';
  env.LOTTERY_SIMULATED_RESULTS ??= 'true';
}

// Node itself, not `npm run start -w`: no npm start-up per process, and a stop signal reaches the server.
const serve = (workspace, entry) =>
  spawn(process.execPath, ['--import', 'tsx', entry], { cwd: path.join(root, workspace), stdio: 'inherit', env });
const children = [serve('apps/server', 'src/main.ts')];
if (withStudio) children.push(serve('apps/studio', 'src/server/main.ts'));

const stop = () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    stop();
    process.exitCode ||= code ?? 0;
  });
