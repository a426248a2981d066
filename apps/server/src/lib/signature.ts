import { createHmac, timingSafeEqual } from 'node:crypto';

/** A signed call older or newer than this is refused, so a captured one cannot be replayed later. */
export const SIGNATURE_WINDOW_MS = 5 * 60_000;

/** Stripe-style signature of a raw body: `t=<unix ms>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const signBody = (secret: string, body: string, t = Date.now()) =>
  `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;

export const verifyBody = (secret: string, body: string, header: string | undefined, now = Date.now()) => {
  const m = /^t=(\d{10,16}),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!m) return false;
  if (Math.abs(now - Number(m[1])) > SIGNATURE_WINDOW_MS) return false;
  const expected = createHmac('sha256', secret).update(`${m[1]}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(m[2]!, 'hex'));
};
