import type { IncomingHttpHeaders } from 'node:http';
import { isLoopbackAddress } from '../../lib/loopback.js';

/** Every client address a proxy may have named: X-Forwarded-For, X-Real-IP and Forwarded's for=. */
const forwardedAddresses = (headers: IncomingHttpHeaders): string[] => {
  const all = (v: string | string[] | undefined) => (Array.isArray(v) ? v : v === undefined ? [] : [v]);
  const xff = all(headers['x-forwarded-for']).flatMap((v) => v.split(','));
  const real = all(headers['x-real-ip']);
  const forwarded = all(headers['forwarded'])
    .flatMap((v) => v.split(/[;,]/))
    .map((p) => p.trim())
    .filter((p) => /^for=/i.test(p))
    .map((p) =>
      p
        .slice(4)
        .replace(/^"|"$/g, '')
        .replace(/^\[|\](:\d+)?$/g, ''),
    );
  return [...xff, ...real, ...forwarded].map((s) => s.trim()).filter(Boolean);
};

/**
 * A request made on this machine: the socket's own peer is loopback, and no proxy header names a
 * client elsewhere. The headers are never a reason to let a request in (anyone can send them), only
 * to keep one out: a reverse proxy on the same host connects from loopback on behalf of strangers,
 * trusted (TRUST_PROXY) or not.
 */
export const isLocalRequest = (req: { socket: { remoteAddress?: string | undefined }; headers: IncomingHttpHeaders }) =>
  isLoopbackAddress(req.socket.remoteAddress) && forwardedAddresses(req.headers).every(isLoopbackAddress);
