import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { keptOutModulesInFirstBundle } from './src/lib/first-bundle';

const apiTarget = `http://127.0.0.1:${process.env.PAGODA_API_PORT ?? '8080'}`;

/** Writes .gz and .br beside each built asset so the server sends them without compressing per request. */
const precompress = (): Plugin => {
  // The resolved outDir, so `vite build --outDir <dir>` compresses that folder, not apps/web/dist.
  let dist = path.resolve(__dirname, 'dist');
  return {
    name: 'pagoda-precompress',
    apply: 'build',
    configResolved(config) {
      dist = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs
          .readdirSync(dir, { withFileTypes: true })
          .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
      for (const file of walk(dist)) {
        if (!/\.(js|css|html|svg|json)$/.test(file)) continue;
        const data = fs.readFileSync(file);
        if (data.length < 1024) continue;
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data));
      }
    },
  };
};

/** Fails the build when zod (or another package the first paint does not need) lands in the first bundle. */
const firstBundleGuard = (): Plugin => ({
  name: 'pagoda-first-bundle-guard',
  apply: 'build',
  generateBundle(_options, bundle) {
    const found = keptOutModulesInFirstBundle(bundle);
    if (found.length)
      this.error(`The first bundle must not hold these (import them lazily where used):\n${found.join('\n')}`);
  },
});

export default defineConfig({
  plugins: [react(), precompress(), firstBundleGuard()],
  server: {
    port: 5173,
    // ws: the member push channel (/wps/ws/member) goes through the proxy too.
    proxy: {
      '/wps': { target: apiTarget, ws: true },
      '/lgw': apiTarget,
      '/docs': apiTarget,
      '/dev': apiTarget,
      '/healthz': apiTarget,
    },
  },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 400 },
});
