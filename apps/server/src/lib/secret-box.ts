import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Encryption at rest for secrets the platform must read back (TOTP seeds): AES-256-GCM with a random
 * 96-bit IV and the purpose as associated data, so a value sealed for one purpose does not open for
 * another. Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url). A value without the prefix is a legacy
 * plain value: `open` returns it as is, and `encryptLegacySecrets` seals those at start.
 */
export type SecretBox = {
  seal: (plain: string, purpose: string) => string;
  open: (stored: string, purpose: string) => string;
  isSealed: (stored: string) => boolean;
};

const PREFIX = 'v1.';

export const createSecretBox = (key: Buffer): SecretBox => {
  if (key.length !== 32) throw new Error('the secrets key must be 32 bytes');
  return {
    seal: (plain, purpose) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(purpose));
      const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${PREFIX}${iv.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}.${ct.toString('base64url')}`;
    },
    open: (stored, purpose) => {
      if (!stored.startsWith(PREFIX)) return stored;
      const [iv, tag, ct] = stored.slice(PREFIX.length).split('.');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv ?? '', 'base64url'));
      decipher.setAAD(Buffer.from(purpose));
      decipher.setAuthTag(Buffer.from(tag ?? '', 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ct ?? '', 'base64url')), decipher.final()]).toString('utf8');
    },
    isSealed: (stored) => stored.startsWith(PREFIX),
  };
};

/**
 * The key: SECRETS_KEY (base64 of 32 bytes; production requires it, every instance the same), else a
 * key file in the data directory, made once with mode 0600 (the embedded single-process default).
 */
export const loadSecretsKey = (config: { SECRETS_KEY?: string | undefined; DATA_DIR: string }): Buffer => {
  if (config.SECRETS_KEY) return Buffer.from(config.SECRETS_KEY, 'base64');
  const file = path.join(config.DATA_DIR, 'secrets.key');
  try {
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.mkdirSync(config.DATA_DIR, { recursive: true });
  const key = randomBytes(32);
  // wx: two processes starting at once cannot both write a key; the loser reads the winner's.
  try {
    fs.writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  }
};
