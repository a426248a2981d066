import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** 256 random bits, URL-safe; only its SHA-256 is ever stored. */
export const randomToken = () => randomBytes(32).toString('base64url');

export const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');

export const safeEqualHex = (a: string, b: string) => {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
};

// Argon2id with OWASP's second recommended profile (19 MiB, t=2, p=1).
const ARGON = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON);

let dummyHash: Promise<string> | null = null;

/**
 * Verifies a password; with no hash (unknown account) it still spends the same time on a dummy
 * hash, so response time does not tell whether an account exists.
 */
export const verifyPassword = async (storedHash: string | null | undefined, password: string): Promise<boolean> => {
  if (!storedHash) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
};
