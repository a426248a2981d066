#!/usr/bin/env node
// `npm run dev`: the platform in watch mode on PORT (8080) and Vite's dev server on 5173,
// which proxies API calls to it. Ctrl-C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@pagoda/server'], { stdio: 'inherit', env: process.env }),
  spawn('npm', ['run', 'dev', '-w', '@pagoda/web'], {
    stdio: 'inherit',
    env: { ...process.env, PAGODA_API_PORT: process.env.PORT ?? '8080' },
  }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
