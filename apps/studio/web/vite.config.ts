import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The studio's game pages, built into apps/studio/dist and served by the studio server.
export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  plugins: [react()],
  build: { outDir: path.resolve(import.meta.dirname, '../dist'), emptyOutDir: true },
  server: { proxy: { '/api': 'http://127.0.0.1:8090', '/ws': { target: 'ws://127.0.0.1:8090', ws: true } } },
});
