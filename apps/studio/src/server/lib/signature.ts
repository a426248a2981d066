import { createHmac } from 'node:crypto';

/**
 * The platform's vendor API signature (docs/vendor-api.md): `t=<unix ms>,v1=<hex HMAC-SHA256 of
 * "t.body">` over the exact bytes sent, with the registration's secret.
 */
export const signBody = (secret: string, body: string, t = Date.now()) =>
  `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
