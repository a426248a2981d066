import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.PAGODA_API_PORT ?? '8080'}`;

/** Writes .br and .gz beside each built asset: the platform sends them without compressing per request. */
const precompress = (): Plugin => {
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
        if (!/\.(js|css|svg|json)$/.test(file)) continue;
        const data = fs.readFileSync(file);
        if (data.length < 1024) continue;
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data));
      }
    },
  };
};

/**
 * The back office: its own build under /backoffice/, never part of the portal's bundle. The platform
 * serves apps/backoffice/dist (BACKOFFICE_DIST); in development Vite proxies the operator API.
 */
export default defineConfig({
  base: '/backoffice/',
  plugins: [react(), precompress()],
  server: {
    port: 5174,
    proxy: { '/wps': { target: apiTarget, ws: true } },
  },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 900 },
});
