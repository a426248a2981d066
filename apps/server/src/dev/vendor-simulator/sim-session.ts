import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a simulator game page holds after it exchanged its launch token (authenticate, once). */
export type SimSession = {
  merchant: string;
  vendor: string;
  playerId: string;
  gameCode: string;
  currency: string;
  trial: boolean;
  /** The launch token, sent with each seamless bet: the platform refuses bets once it has ended. */
  token: string;
  /** Unix ms after which the page must be relaunched from the lobby. */
  until: number;
};

const SESSION_MS = 4 * 3_600_000;
const mac = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('base64url');

/**
 * A simulator's game session, sealed with the vendor's secret so that it keeps no state of its
 * own (any instance can read it): launch tokens are single-use, so the page keeps this instead.
 */
export const sealSimSession = (secret: string, s: Omit<SimSession, 'until'>, now = Date.now()) => {
  const body = Buffer.from(JSON.stringify({ ...s, until: now + SESSION_MS })).toString('base64url');
  return `${body}.${mac(secret, body)}`;
};

/** The session a sealed string stands for, or null when it is forged, another vendor's or expired. */
export const openSimSession = (
  secret: string,
  sealed: string,
  caller: { merchant: string; vendor: string },
  now = Date.now(),
): SimSession | null => {
  const [body, sig] = sealed.split('.');
  if (!body || !sig) return null;
  const want = Buffer.from(mac(secret, body));
  const got = Buffer.from(sig);
  if (want.length !== got.length || !timingSafeEqual(want, got)) return null;
  try {
    const s = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as SimSession;
    return s.merchant === caller.merchant && s.vendor === caller.vendor && s.until > now ? s : null;
  } catch {
    return null;
  }
};
