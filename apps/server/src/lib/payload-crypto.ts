import {
  constants,
  createCipheriv,
  createDecipheriv,
  createPrivateKey,
  createPublicKey,
  generateKeyPair,
  privateDecrypt,
  publicEncrypt,
  randomBytes,
} from 'node:crypto';

/**
 * Payload encryption of (E) calls (docs/payload-encryption.md): AES-256-GCM over the JSON, with
 * `${METHOD} ${path}` as additional data so a body cannot be replayed on another endpoint, and
 * the AES key wrapped with RSA-OAEP-SHA-256 in the `Encryption` header.
 */
export type RsaKeyPair = { publicKeySpkiB64: string; privateKeyPkcs8Pem: string };

export class PayloadDecryptError extends Error {
  constructor() {
    super('The encrypted payload could not be read.');
  }
}

const IV_BYTES = 12;
const TAG_BYTES = 16;
const MAX_HEADER = 1024;
const MAX_VALUE = 1_000_000;
const B64 = /^[A-Za-z0-9+/]+={0,2}$/;

export const generateRsaKeyPair = (): Promise<RsaKeyPair> =>
  new Promise((resolve, reject) =>
    generateKeyPair(
      'rsa',
      {
        modulusLength: 2048,
        publicExponent: 0x10001,
        publicKeyEncoding: { type: 'spki', format: 'der' },
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      },
      (err, publicKey, privateKey) =>
        err ? reject(err) : resolve({ publicKeySpkiB64: publicKey.toString('base64'), privateKeyPkcs8Pem: privateKey }),
    ),
  );

const aad = (method: string, path: string) => Buffer.from(`${method.toUpperCase()} ${path}`, 'utf8');

export const decryptPayload = (input: {
  encryptionHeader: string | undefined;
  body: unknown;
  method: string;
  path: string;
  privateKeysPem: string[];
}): unknown => {
  const header = input.encryptionHeader?.trim() ?? '';
  const value = (input.body as { value?: unknown } | null)?.value;
  if (!header || header.length > MAX_HEADER || !B64.test(header)) throw new PayloadDecryptError();
  if (typeof value !== 'string' || value.length > MAX_VALUE || !B64.test(value)) throw new PayloadDecryptError();
  const blob = Buffer.from(value, 'base64');
  if (blob.length < IV_BYTES + TAG_BYTES + 1) throw new PayloadDecryptError();
  const wrapped = Buffer.from(header, 'base64');
  for (const pem of input.privateKeysPem) {
    let key: Buffer;
    try {
      key = privateDecrypt(
        { key: createPrivateKey(pem), padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        wrapped,
      );
    } catch {
      continue;
    }
    if (key.length !== 32) throw new PayloadDecryptError();
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, blob.subarray(0, IV_BYTES));
      decipher.setAAD(aad(input.method, input.path));
      decipher.setAuthTag(blob.subarray(blob.length - TAG_BYTES));
      const plain = Buffer.concat([
        decipher.update(blob.subarray(IV_BYTES, blob.length - TAG_BYTES)),
        decipher.final(),
      ]);
      return JSON.parse(plain.toString('utf8')) as unknown;
    } catch {
      throw new PayloadDecryptError();
    }
  }
  throw new PayloadDecryptError();
};

/** Client side of the scheme, for tests and Node clients. */
export const encryptPayload = (input: { payload: unknown; publicKeySpkiB64: string; method: string; path: string }) => {
  const key = randomBytes(32);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(aad(input.method, input.path));
  const ct = Buffer.concat([cipher.update(Buffer.from(JSON.stringify(input.payload), 'utf8')), cipher.final()]);
  const publicKey = createPublicKey({
    key: Buffer.from(input.publicKeySpkiB64, 'base64'),
    format: 'der',
    type: 'spki',
  });
  const wrapped = publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, key);
  return {
    header: wrapped.toString('base64'),
    body: { value: Buffer.concat([iv, ct, cipher.getAuthTag()]).toString('base64') },
  };
};
