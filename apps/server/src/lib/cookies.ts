/** The captcha's id travels in this HttpOnly cookie, from the captcha image to the form that answers it. */
export const CAPTCHA_COOKIE = 'pagoda_captcha';

/** Reads one cookie from a Cookie header without a cookie library. */
export const readCookie = (header: string | undefined, name: string): string | undefined => {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
};

/**
 * The Secure attribute for a cookie: behind TLS (PUBLIC_URL https, or a trusted proxy's
 * X-Forwarded-Proto https; see plugins/security-headers.ts), or always when `always` (production).
 */
export const secureAttribute = (req: { viaTls: boolean }, always = false): string[] =>
  always || req.viaTls ? ['Secure'] : [];

/** A login's second step (LOGINIPVERF3) continues through this HttpOnly cookie's single-use ticket. */
export const LOGIN_TICKET_COOKIE = 'pagoda_login_ticket';
