import fs from 'node:fs';
import path from 'node:path';
import { ErrorCode } from '@pagoda/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.js';
import { escapeHtml } from '../lib/http.js';
import type { BrandService } from '../modules/brand/brand.service.js';

/** Where the platform serves the back office (apps/backoffice, its own Vite build). */
export const BACKOFFICE_PREFIX = '/backoffice';

/**
 * The back office runs only its own bundled scripts and talks only to this origin (the operator API and
 * its socket); no page may frame it. Styles allow inline attributes: the chart and editor libraries set them.
 */
export const BACKOFFICE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-src 'none'",
  "frame-ancestors 'none'",
].join('; ');

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Headers on everything under /backoffice/: never indexed, never framed. */
const common = (reply: FastifyReply) =>
  reply
    .header('x-robots-tag', 'noindex, nofollow')
    .header('x-frame-options', 'DENY')
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer');

/**
 * Serves the built back office under /backoffice/: hashed assets for a year (their pre-compressed
 * copies when the browser takes them), index.html never cached and with a strict policy, and index.html
 * for every other path (the app's own routes). `/backoffice` redirects to `/backoffice/`. Without a
 * build every path answers a 404 envelope that says so. It is never part of the portal's build.
 */
export const registerStaticBackoffice = async (app: FastifyInstance, dist: string, brands: BrandService) => {
  const root = path.resolve(dist);
  const indexFile = path.join(root, 'index.html');
  const built = fs.existsSync(indexFile);
  const template = built ? fs.readFileSync(indexFile, 'utf8') : '';

  /** A built file by its path under /backoffice/, or null (index.html only goes through sendIndex). */
  const fileOf = (relative: string): string | null => {
    if (!relative || relative === 'index.html' || /\.(br|gz)$/.test(relative)) return null;
    const full = path.resolve(root, relative);
    if (!full.startsWith(root + path.sep)) return null;
    try {
      return fs.statSync(full).isFile() ? full : null;
    } catch {
      return null;
    }
  };

  const sendFile = async (req: FastifyRequest, reply: FastifyReply, full: string, relative: string) => {
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const type = TYPES[path.extname(full).toLowerCase()] ?? 'application/octet-stream';
    let body = full;
    let encoding: string | null = null;
    if (/\bbr\b/.test(accepts) && fs.existsSync(`${full}.br`)) [body, encoding] = [`${full}.br`, 'br'];
    else if (/\bgzip\b/.test(accepts) && fs.existsSync(`${full}.gz`)) [body, encoding] = [`${full}.gz`, 'gzip'];
    common(reply)
      .header('content-type', type)
      .header('cache-control', relative.startsWith('assets/') ? IMMUTABLE : 'no-cache')
      .header('vary', 'accept-encoding');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(await fs.promises.readFile(body));
  };

  const sendIndex = async (req: FastifyRequest, reply: FastifyReply) => {
    let merchant = '';
    try {
      merchant = (await brands.resolve(undefined, req.headers.host)).merchant.code;
    } catch {
      // An unknown host gets the back office without a brand; its sign-in then answers the brand error.
    }
    return common(reply)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', BACKOFFICE_CSP)
      .send(template.replace('%PAGODA_MERCHANT%', escapeHtml(merchant)));
  };

  const notBuilt = () =>
    new AppError(ErrorCode.NotFound, 'The back office is not built: run `npm run build` (apps/backoffice/dist).');

  app.get(BACKOFFICE_PREFIX, async (req, reply) => {
    const query = req.url.slice(BACKOFFICE_PREFIX.length);
    return reply.redirect(`${BACKOFFICE_PREFIX}/${query}`, 301);
  });

  app.get(`${BACKOFFICE_PREFIX}/*`, async (req, reply) => {
    if (!built) throw notBuilt();
    const relative = decodeURIComponent((req.url.split('?')[0] ?? '').slice(BACKOFFICE_PREFIX.length + 1));
    const file = fileOf(relative);
    if (file) return sendFile(req, reply, file, relative);
    // A missing asset is a 404, not the app: a stale tab asking for an old chunk must fail clearly.
    if (/\.[a-z0-9]{1,5}$/i.test(relative) && !relative.endsWith('.html')) throw new AppError(ErrorCode.NotFound);
    return sendIndex(req, reply);
  });
};
