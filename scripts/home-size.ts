// Gzip size of the home route's initial assets: the JS and CSS the built portal index.html loads, with its
// modulepreloads. `npm run bench` prints it; `node --import tsx scripts/home-size.ts` prints it alone and exits 1
// when the JS is over its budget (issue 14: at most 150 KB gzip).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const HOME_JS_TARGET_KB = 150;

export const homeInitialAssets = (dist = path.resolve(import.meta.dirname, '../apps/web/dist')) => {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  const sizes = { js: 0, css: 0 };
  for (const ref of new Set(refs)) {
    const gz = zlib.gzipSync(fs.readFileSync(path.join(dist, ref)), { level: 9 }).length;
    if (ref.endsWith('.js')) sizes.js += gz;
    else sizes.css += gz;
  }
  return sizes;
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const sizes = homeInitialAssets();
  console.log(`home initial JS  (gzip): ${(sizes.js / 1024).toFixed(1)} KB   target ≤ ${HOME_JS_TARGET_KB} KB`);
  console.log(`home initial CSS (gzip): ${(sizes.css / 1024).toFixed(1)} KB`);
  if (sizes.js / 1024 > HOME_JS_TARGET_KB) {
    console.error(`home initial JS is over its ${HOME_JS_TARGET_KB} KB budget`);
    process.exit(1);
  }
}
