import { AppError } from '../../lib/app-error.js';
import type { SessionService } from '../session/session.service.js';
import type { MemberEvents } from './member-events.js';

const AUTH_TIMEOUT_MS = 5_000;
const RECHECK_MS = 60_000;

/** The part of a WebSocket the channel uses. */
export type MemberSocket = {
  readonly readyState: number;
  readonly OPEN: number;
  send: (text: string) => void;
  close: (code: number, reason: string) => void;
};

export type MemberSocketService = ReturnType<typeof createMemberSocketService>;

/**
 * A member's push channel (balance and order events). The browser cannot set headers on a WebSocket, so
 * the first message carries the session token ({"token": "..."}), never the URL (it would be logged).
 * A socket that sends no token within 5 s is closed; the session is checked again every minute, and a
 * logout or expiry closes the socket (4401).
 */
export const createMemberSocketService = (deps: {
  sessions: Pick<SessionService, 'authenticate'>;
  events: Pick<MemberEvents, 'subscribe'>;
  authTimeoutMs?: number;
  recheckMs?: number;
}) => ({
  /** Takes a new socket of a brand; returns what the transport calls on its first message and on close. */
  accept: (socket: MemberSocket, merchant: string) => {
    let unsubscribe: (() => void) | null = null;
    let recheck: NodeJS.Timeout | null = null;
    let ended = false;
    const send = (msg: object) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(msg));
    };
    const close = (code: number, reason: string) => {
      if (socket.readyState === socket.OPEN) socket.close(code, reason);
    };
    const refused = (fallback: string) => (err: unknown) => close(4401, err instanceof AppError ? err.code : fallback);
    const authTimer = setTimeout(() => close(4401, 'auth timeout'), deps.authTimeoutMs ?? AUTH_TIMEOUT_MS);

    return {
      /** The first message: its token opens the member's event stream. */
      authenticate: (message: string) => {
        clearTimeout(authTimer);
        let token = '';
        try {
          const sent = (JSON.parse(message) as { token?: unknown }).token;
          token = typeof sent === 'string' ? sent : '';
        } catch {
          close(4400, 'bad message');
          return;
        }
        deps.sessions
          .authenticate(token, merchant)
          .then((auth) => {
            // A socket closed while its token was checked gets no subscription.
            if (ended) return;
            unsubscribe = deps.events.subscribe(auth.member.id, (e) => send({ type: e.type, data: e.data }));
            send({ type: 'READY', data: { customerId: auth.member.id } });
            recheck = setInterval(() => {
              deps.sessions.authenticate(token, merchant).catch(refused('session ended'));
            }, deps.recheckMs ?? RECHECK_MS);
          })
          .catch(refused('unauthorised'));
      },
      /** The socket closed: stop the timers and the subscription. */
      end: () => {
        ended = true;
        clearTimeout(authTimer);
        if (recheck) clearInterval(recheck);
        unsubscribe?.();
      },
    };
  },
});
