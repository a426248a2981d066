import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, ErrorCode } from './app-error.js';

/** A header's first value: Node joins most repeated headers, but a few arrive as an array. */
export const firstHeader = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

/** Text made safe for HTML content and quoted attribute values. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

declare module 'fastify' {
  interface FastifyRequest {
    /** The exact JSON text received, where rawJsonBody is registered (null elsewhere). */
    rawBody: string | null;
  }
}

/**
 * For callers whose signature covers the exact bytes they send (vendor wallet calls, gateway
 * webhooks, the transfer simulator): JSON bodies keep their text in `req.rawBody` beside the parsed
 * body; text that is not JSON is a validation error. Wrapped in fastify-plugin so it applies to the
 * module plugin that registers it, and only there: every other route keeps Fastify's own parser.
 */
export const rawJsonBody: FastifyPluginAsync = fp(
  async (scope) => {
    scope.decorateRequest('rawBody', null);
    // Replaces the app's JSON parser (plugins/json-body.ts) in this scope only.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (req, raw, done) => {
      req.rawBody = String(raw);
      // An empty body is no body, as everywhere else (the original client sends the header on every call).
      if (req.rawBody === '') {
        done(null, undefined);
        return;
      }
      try {
        done(null, JSON.parse(req.rawBody) as unknown);
      } catch {
        done(new AppError(ErrorCode.ValidationFailed, 'Body is not JSON.'), undefined);
      }
    });
  },
  { name: 'raw-json-body', encapsulate: false },
);

/** The text of a WebSocket message, whichever form the socket library delivered it in. */
export const messageText = (raw: Buffer | ArrayBuffer | Buffer[]): string =>
  Array.isArray(raw) ? Buffer.concat(raw).toString('utf8') : Buffer.from(raw as ArrayBuffer).toString('utf8');
