import { verify as verifyTotp } from 'otplib';

/** The associated data a member's TOTP seed is sealed with (lib/secret-box). */
export const TOTP_PURPOSE = 'member.totp';

/** A code from the authenticator app, allowing one 30 s step of clock drift either way. */
export const totpOk = async (secret: string | null, code: string | undefined) =>
  Boolean(
    secret && code && /^\d{6}$/.test(code) && (await verifyTotp({ secret, token: code, epochTolerance: 30 })).valid,
  );
