import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SIGNATURE_WINDOW_MS, vendorSignature } from './vendor-signature.js';

const { signBody, verifyBody } = vendorSignature((secret, message) =>
  createHmac('sha256', secret).update(message).digest('hex'),
);

describe('vendor signature', () => {
  const t = 1_764_000_000_000;

  it('signs "t.body" with HMAC-SHA256 in the t=…,v1=… form', () => {
    const expected = createHmac('sha256', 's3cret').update(`${t}.{"a":1}`).digest('hex');
    expect(signBody('s3cret', '{"a":1}', t)).toBe(`t=${t},v1=${expected}`);
  });

  it('accepts its own signature and refuses another body, secret, malformed header or stale time', () => {
    const header = signBody('s3cret', '{"a":1}', t);
    expect(verifyBody('s3cret', '{"a":1}', header, t + 1000)).toBe(true);
    expect(verifyBody('s3cret', '{"a":2}', header, t)).toBe(false);
    expect(verifyBody('other', '{"a":1}', header, t)).toBe(false);
    expect(verifyBody('s3cret', '{"a":1}', undefined, t)).toBe(false);
    expect(verifyBody('s3cret', '{"a":1}', header.toUpperCase(), t)).toBe(false);
    expect(verifyBody('s3cret', '{"a":1}', header, t + SIGNATURE_WINDOW_MS + 1)).toBe(false);
    expect(verifyBody('s3cret', '{"a":1}', header, t - SIGNATURE_WINDOW_MS - 1)).toBe(false);
  });
});
