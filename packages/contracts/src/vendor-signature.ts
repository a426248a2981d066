/**
 * The vendor API signature (docs/vendor-api.md), sent in VENDOR_HEADERS.signature on every call in either
 * direction: `t=<unix ms>,v1=<hex HMAC-SHA256 of "t.body">` over the exact bytes sent, with the shared secret.
 * The hash is passed in (node:crypto on a server), so this module stays free of Node built-ins for the browser.
 */

/** HMAC-SHA256 of a message under a secret, as lowercase hex. */
export type HmacSha256Hex = (secret: string, message: string) => string;

/** A signed call older or newer than this is refused, so a captured one cannot be replayed later. */
export const SIGNATURE_WINDOW_MS = 5 * 60_000;

const SIGNATURE = /^t=(\d{10,16}),v1=([0-9a-f]{64})$/;

/** Compares two strings in time that depends only on their length, so a forger learns nothing from timing. */
const sameText = (a: string, b: string): boolean => {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
};

/** signBody and verifyBody over the given HMAC. */
export const vendorSignature = (hmacHex: HmacSha256Hex) => ({
  signBody: (secret: string, body: string, t: number = Date.now()): string =>
    `t=${t},v1=${hmacHex(secret, `${t}.${body}`)}`,

  /** True when the header signs this body with this secret, within SIGNATURE_WINDOW_MS of now. */
  verifyBody: (secret: string, body: string, header: string | undefined, now: number = Date.now()): boolean => {
    const m = SIGNATURE.exec(header ?? '');
    if (!m) return false;
    if (Math.abs(now - Number(m[1])) > SIGNATURE_WINDOW_MS) return false;
    return sameText(hmacHex(secret, `${m[1]}.${body}`), m[2]!);
  },
});
