import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ErrorCode } from '@pagoda/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.js';
import { escapeHtml } from '../lib/http.js';
import type { BrandService } from '../modules/brand/brand.service.js';

const API_PREFIXES = ['/wps/', '/lgw/', '/lotto/', '/internal/', '/docs', '/healthz', '/readyz', '/dev/'];

/**
 * Games and their icons come from vendors over https; `gameOrigins` adds origins a brand trusts
 * besides (a vendor on plain http, such as the studio beside the demo on localhost).
 */
const csp = (gameOrigins: string[]) =>
  [
    "default-src 'self'",
    `img-src 'self' data: blob: https: ${gameOrigins.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "script-src 'self'",
    "connect-src 'self'",
    `frame-src 'self' https: ${gameOrigins.join(' ')}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
  ].join('; ');

/**
 * Serves the built portal: hashed assets with a year's cache (pre-compressed copies when the
 * build made them), and index.html for every other GET so history-mode routes work. The
 * brand's merchant code is written into index.html so the first API call already carries it.
 */
export const registerStaticPortal = async (
  app: FastifyInstance,
  webDist: string,
  brands: BrandService,
  gameOrigins: string[] = [],
) => {
  const CSP = csp(gameOrigins);
  const indexFile = path.join(webDist, 'index.html');
  const hasPortal = fs.existsSync(indexFile);
  const template = hasPortal ? fs.readFileSync(indexFile, 'utf8') : '';

  if (hasPortal) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      // index.html is a template: it is only sent through sendIndex, with the merchant filled in.
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders: (res, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`))
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        else res.setHeader('cache-control', 'public, max-age=300');
      },
    });
  }

  const sendIndex = async (req: FastifyRequest, reply: FastifyReply) => {
    let merchant = '';
    try {
      merchant = (await brands.resolve(undefined, req.headers.host)).merchant.code;
    } catch {
      merchant = '';
    }
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', CSP)
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'strict-origin-when-cross-origin')
      .send(template.replace('%PAGODA_MERCHANT%', escapeHtml(merchant)));
  };

  app.setNotFoundHandler(async (req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some((p) => url.startsWith(p));
    const wantsHtml = req.method === 'GET' || req.method === 'HEAD';
    const looksLikeFile = /\.[a-z0-9]{1,5}$/i.test(url) && !url.endsWith('.html');
    if (!isApi && wantsHtml && hasPortal && !looksLikeFile) return sendIndex(req, reply);
    throw new AppError(ErrorCode.NotFound);
  });
};
