import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSecretBox, loadSecretsKey } from './secret-box.js';

describe('secret box', () => {
  const box = createSecretBox(randomBytes(32));

  it('seals a value that opens again, and never stores it in the clear', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'totp');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.isSealed(sealed)).toBe(true);
    expect(box.open(sealed, 'totp')).toBe('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP', 'totp')).not.toBe(sealed);
  });

  it('refuses another purpose, another key and a changed ciphertext', () => {
    const sealed = box.seal('secret', 'totp');
    expect(() => box.open(sealed, 'other')).toThrow();
    expect(() => createSecretBox(randomBytes(32)).open(sealed, 'totp')).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(() => box.open(parts.join('.'), 'totp')).toThrow();
  });

  it('reads a legacy plain value as it is', () => {
    expect(box.isSealed('JBSWY3DPEHPK3PXP')).toBe(false);
    expect(box.open('JBSWY3DPEHPK3PXP', 'totp')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('keeps one key file per data directory, private to its owner', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pagoda-key-'));
    const a = loadSecretsKey({ DATA_DIR: dir });
    const b = loadSecretsKey({ DATA_DIR: dir });
    expect(a.equals(b)).toBe(true);
    expect(a).toHaveLength(32);
    expect(fs.statSync(path.join(dir, 'secrets.key')).mode & 0o077).toBe(0);
    const given = randomBytes(32);
    expect(loadSecretsKey({ DATA_DIR: dir, SECRETS_KEY: given.toString('base64') }).equals(given)).toBe(true);
  });
});
