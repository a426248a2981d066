import { Secret, TOTP } from 'otpauth';

const ISSUER = 'Pagoda back office';
const PERIOD = 30;

const totpOf = (secret: string, label: string) =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });

/** A new 160-bit secret (base32), as RFC 4226 recommends for SHA-1. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The otpauth:// URI an authenticator app scans (as a QR code). */
export const totpUri = (secret: string, label: string) => totpOf(secret, label).toString();

/**
 * The 30-second step a code belongs to, allowing one step of clock drift either way; null when the
 * code matches none. The caller refuses a step already used.
 */
export const totpStep = (secret: string, code: string, now: number): number | null => {
  const delta = totpOf(secret, 'x').validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
};

/** The current code (the ops CLI and tests sign in with it). */
export const totpCode = (secret: string, now = Date.now()) => totpOf(secret, 'x').generate({ timestamp: now });

/** The associated data an operator's TOTP seed is sealed with (lib/secret-box). */
export const OPERATOR_TOTP_PURPOSE = 'operator.totp';
