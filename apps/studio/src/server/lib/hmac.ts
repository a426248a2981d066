import { createHmac } from 'node:crypto';
import type { HmacFn } from '../../engine/fair';

/** The engine's HMAC-SHA256 on node:crypto: the server derives outcomes faster than the pure-JS one the browser uses. */
export const nodeHmac: HmacFn = (key, message) => createHmac('sha256', key).update(message).digest();

/** HMAC-SHA256 as lowercase hex, for the vendor API signature. */
export const hmacHex = (secret: string, message: string): string =>
  createHmac('sha256', secret).update(message).digest('hex');
