import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ErrorCode, PAGE_BANNER_GROUPS } from '@pagoda/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.js';
import { escapeHtml } from '../lib/http.js';
import type { BrandConfig } from '../modules/brand/brand-config.js';
import type { BrandService } from '../modules/brand/brand.service.js';

/** The image of a banner group's first banner for a brand, or null when the group has none. */
export type FirstBannerImage = (brand: BrandConfig, group: string) => Promise<string | null>;

/** A same-origin path or an https URL: the only banner images the preload link names. */
const PRELOADABLE = /^(\/(?!\/)|https:\/\/)/;

/**
 * The address the portal will load a banner from: it serves relative image paths from the brand's image host
 * (spec §7, one of `imageCDNs` chosen at random per session). With several hosts the choice is the browser's,
 * so nothing is preloaded (null); with one, the path goes on that host.
 */
export const imageOnHost = (url: string | null, imageCdns: readonly string[]): string | null => {
  if (!url || !url.startsWith('/') || url.startsWith('//')) return url;
  const hosts = imageCdns.map((h) => h.trim().replace(/\/+$/, '')).filter(Boolean);
  if (hosts.length === 0) return url;
  return hosts.length === 1 ? `${hosts[0]}${url}` : null;
};

/**
 * The preload link for a page's largest paint, the first banner of its group, written into index.html so
 * the browser fetches it beside the scripts instead of after them and two API calls.
 */
export const bannerPreloadLink = (url: string | null) =>
  url && PRELOADABLE.test(url) ? `<link rel="preload" as="image" href="${escapeHtml(url)}" fetchpriority="high">` : '';

/**
 * A first paint before the scripts run: the header's two bars (empty) and the page's first banner, in the
 * portal's own classes, so the largest paint waits for the banner image only, not for the bundle and two API
 * calls. React replaces it on its first render; nodes that are replaced are not layout shifts.
 */
export const bootShell = (url: string | null) =>
  url && PRELOADABLE.test(url)
    ? '<div class="boot-shell" aria-hidden="true"><header class="site-header"><div class="top-bar"></div>' +
      '<div class="bottom-bar"></div></header><main class="site-main"><div class="banner"><div class="banner__track">' +
      `<div class="banner__slide"><img src="${escapeHtml(url)}" alt="" width="1920" height="480" fetchpriority="high">` +
      '</div></div></div></main></div>'
    : '';

const API_PREFIXES = ['/wps/', '/lgw/', '/lotto/', '/internal/', '/docs', '/healthz', '/readyz', '/dev/'];

/** Built assets carry a content hash in their names: a year, never revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Files under fixed names (the demo brand's art in /demo, which the database refers to by path): a week,
 * then revalidated with their ETag; they cannot be immutable while their URL does not change with them.
 */
export const FIXED_NAME = 'public, max-age=604800, stale-while-revalidate=86400';

/**
 * Cache lifetime of a file of the built portal, by its path relative to the build folder: hashed assets, and
 * fixed-name files asked for under the current version (`?v=`, see `fixedFilesVersion`), are immutable.
 */
export const staticCacheControl = (relative: string, versioned = false) =>
  versioned || relative.split(path.sep)[0] === 'assets' ? IMMUTABLE : FIXED_NAME;

/**
 * A short hash of the built portal's fixed-name files (the demo art under /demo, the icons): their URLs
 * carry it as `?v=` (the portal's `imageUrl` and the first paint below), so those URLs change whenever a
 * file does, and the files can be cached for a year like the hashed assets.
 */
export const fixedFilesVersion = (webDist: string): string => {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      const relative = path.relative(webDist, full);
      if (entry.isDirectory()) {
        if (relative !== 'assets') walk(full);
      } else if (relative !== 'index.html' && !/\.(br|gz)$/.test(entry.name)) {
        hash.update(relative).update('\0').update(fs.readFileSync(full));
      }
    }
  };
  walk(webDist);
  return hash.digest('hex').slice(0, 12);
};

/** A same-origin path with the fixed files' version, as the portal's `imageUrl` writes it. */
export const withFilesVersion = (url: string | null, version: string): string | null =>
  url && version && url.startsWith('/') && !url.startsWith('//') && !url.includes('?') ? `${url}?v=${version}` : url;

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
  firstBannerImage?: FirstBannerImage,
) => {
  const CSP = csp(gameOrigins);
  const indexFile = path.join(webDist, 'index.html');
  const hasPortal = fs.existsSync(indexFile);
  const template = hasPortal ? fs.readFileSync(indexFile, 'utf8') : '';
  const version = hasPortal ? fixedFilesVersion(webDist) : '';
  const versionMeta = `<meta name="pagoda-files-version" content="${version}">`;

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
        const query = new URL(('req' in res ? (res.req as { url?: string }).url : undefined) ?? '/', 'http://x')
          .searchParams;
        res.setHeader('cache-control', staticCacheControl(path.relative(webDist, file), query.get('v') === version));
      },
    });
  }

  const sendIndex = async (req: FastifyRequest, reply: FastifyReply) => {
    let merchant = '';
    let preload = '';
    let shell = '';
    try {
      const brand = await brands.resolve(undefined, req.headers.host);
      merchant = brand.merchant.code;
      const group = PAGE_BANNER_GROUPS[req.url.split('?')[0] ?? '/'];
      if (group && firstBannerImage) {
        const image = imageOnHost(
          withFilesVersion(await firstBannerImage(brand, group), version),
          brand.merchant.imageCdns,
        );
        preload = bannerPreloadLink(image);
        shell = bootShell(image);
      }
    } catch {
      // An unknown host gets the portal without a merchant (it shows the brand error); no preload either.
    }
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', CSP)
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'strict-origin-when-cross-origin')
      .send(
        template
          .replace('%PAGODA_MERCHANT%', escapeHtml(merchant))
          .replace('</head>', `${versionMeta}${preload}</head>`)
          .replace('<div id="root"></div>', `<div id="root">${shell}</div>`),
      );
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
