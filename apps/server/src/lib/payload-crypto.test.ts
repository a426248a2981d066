import { beforeAll, describe, expect, it } from 'vitest';
import {
  decryptPayload,
  encryptPayload,
  generateRsaKeyPair,
  PayloadDecryptError,
  type RsaKeyPair,
} from './payload-crypto.js';

let a: RsaKeyPair;
let b: RsaKeyPair;
beforeAll(async () => {
  [a, b] = await Promise.all([generateRsaKeyPair(), generateRsaKeyPair()]);
}, 30_000);

const route = { method: 'POST', path: '/wps/session/login' };
const seal = (payload: unknown, key = a) =>
  encryptPayload({ payload, publicKeySpkiB64: key.publicKeySpkiB64, ...route });
const open = (sealed: { header: string; body: unknown }, keys = [a.privateKeyPkcs8Pem], r = route) =>
  decryptPayload({ encryptionHeader: sealed.header, body: sealed.body, ...r, privateKeysPem: keys });

describe('payload encryption', () => {
  it('round-trips a payload, unicode included', () => {
    const payload = { username: 'Nguyễn', password: 'p@ss 密码 🔐' };
    expect(open(seal(payload))).toEqual(payload);
  });

  it('accepts a body for a previous key listed after the current one', () => {
    expect(open(seal({ x: 1 }, b), [a.privateKeyPkcs8Pem, b.privateKeyPkcs8Pem])).toEqual({ x: 1 });
  });

  it('refuses a body sealed for another key', () => {
    expect(() => open(seal({ x: 1 }, b))).toThrow(PayloadDecryptError);
  });

  it('refuses a body replayed against another endpoint', () => {
    expect(() => open(seal({ x: 1 }), undefined, { method: 'PUT', path: '/wps/member/register' })).toThrow(
      PayloadDecryptError,
    );
  });

  it('refuses tampered ciphertext, tag or IV', () => {
    const s = seal({ amount: 100 });
    const raw = Buffer.from(s.body.value, 'base64');
    for (const i of [0, 14, raw.length - 1]) {
      const bad = Buffer.from(raw);
      bad[i] = bad[i]! ^ 1;
      expect(() => open({ header: s.header, body: { value: bad.toString('base64') } })).toThrow(PayloadDecryptError);
    }
  });

  it.each([
    ['no header', { header: '', body: { value: 'AAAA' } }],
    ['a non-base64 header', { header: '%%%', body: { value: 'AAAA' } }],
    ['no value', { header: 'AAAA', body: {} }],
    ['a short value', { header: 'AAAA', body: { value: 'AAAA' } }],
    ['a body that is not an object', { header: 'AAAA', body: 'text' }],
  ])('refuses %s', (_name, sealed) => {
    expect(() => open(sealed)).toThrow(PayloadDecryptError);
  });

  it('carries any JSON value', () => {
    expect(open(seal('x'))).toBe('x');
  });
});
