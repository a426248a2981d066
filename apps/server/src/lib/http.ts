import type { FastifyPluginAsync } from 'fastify';
import { AppError, ErrorCode } from './app-error.js';

/** A header's first value: Node joins most repeated headers, but a few arrive as an array. */
export const firstHeader = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

/** Text made safe for HTML content and quoted attribute values. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Inside the plugin it is registered in, a JSON body arrives as the exact text received (a string),
 * for callers whose signature covers those bytes (vendor wallet calls, gateway webhooks): the
 * signature is checked first, then `parseJsonText`. Not wrapped in fastify-plugin on purpose, so the
 * parser stays in that scope.
 */
export const rawJsonBody: FastifyPluginAsync = async (scoped) => {
  scoped.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, raw, done) => done(null, raw));
};

/** The JSON document of a raw body, once its signature is checked; malformed text is a validation error. */
export const parseJsonText = (raw: string): unknown => {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new AppError(ErrorCode.ValidationFailed, 'Body is not JSON.');
  }
};
