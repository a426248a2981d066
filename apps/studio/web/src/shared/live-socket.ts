// The live pages' WebSocket: one per page at /ws, authenticated with the studio session, kept alive with
// pings and reopened with backoff after a drop. Every message is validated with the shared protocol schemas.
import { serverMessage, type ClientMessage, type ServerMessage } from '../../../src/shared/live';

/** connecting: first attempt; open: authenticated (hello received); reconnecting: waiting to retry; ended: stopped. */
export type ConnectionState = 'connecting' | 'open' | 'reconnecting' | 'ended';

/** The subset of the browser WebSocket this client uses (tests hand in a fake). */
export type SocketLike = {
  readyState: number;
  onopen: ((ev: Event) => void) | null;
  onmessage: ((ev: MessageEvent) => void) | null;
  onclose: ((ev: CloseEvent) => void) | null;
  onerror: ((ev: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
};

export type LiveSocketOptions = {
  url: string;
  session: string;
  onMessage: (message: ServerMessage) => void;
  onState: (state: ConnectionState) => void;
  /** Defaults to the browser's WebSocket. */
  open?: (url: string) => SocketLike;
  pingMs?: number;
  /** Defaults to Math.random; tests pin it to make the backoff exact. */
  random?: () => number;
  /** Defaults to Date.now. */
  clock?: () => number;
};

const OPEN = 1;
export const PING_MS = 20_000;
/** A socket that answers no ping for this long is treated as dead (a sleeping laptop, a dropped NAT entry). */
const SILENCE_MS = 45_000;
const BACKOFF_BASE_MS = 500;
const BACKOFF_CAP_MS = 10_000;

/**
 * Delay before reconnect attempt `attempt` (0 = the first retry): doubling from 0.5 s up to 10 s, with up to
 * a third taken off at random so a table's players do not all come back in the same millisecond after a restart.
 */
export const backoffMs = (attempt: number, random: () => number = Math.random): number => {
  const full = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.min(attempt, 10));
  return Math.round(full - (full / 3) * random());
};

/** ws(s)://<this host>/ws: the live server shares the page's origin. */
export const liveUrl = (loc: Pick<Location, 'protocol' | 'host'> = location): string =>
  `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}/ws`;

/** Parses one frame; null for anything that is not a valid server message. */
export const parseServerMessage = (data: unknown): ServerMessage | null => {
  if (typeof data !== 'string') return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = serverMessage.safeParse(json);
  return parsed.success ? parsed.data : null;
};

// Errors after which reconnecting cannot help: the session is gone, the shell shows its ended screen.
const FATAL = new Set(['studio.unauthorized', 'studio.session_ended']);

export class LiveSocket {
  private ws: SocketLike | null = null;
  private state: ConnectionState = 'connecting';
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private lastHeard = 0;
  private offset = 0;
  private stopped = false;
  private readonly opts: Required<Omit<LiveSocketOptions, 'open'>> & { open: (url: string) => SocketLike };

  constructor(options: LiveSocketOptions) {
    this.opts = {
      pingMs: PING_MS,
      random: Math.random,
      clock: Date.now,
      open: (url) => new WebSocket(url),
      ...options,
    };
    this.connect();
  }

  /** Server time now, from the offset measured on the last hello or round message. */
  serverNow(): number {
    return this.opts.clock() + this.offset;
  }

  get connection(): ConnectionState {
    return this.state;
  }

  /** Sends when authenticated; false when the message could not go out (the caller tells the player). */
  send(message: ClientMessage): boolean {
    if (this.state !== 'open' || !this.ws || this.ws.readyState !== OPEN) return false;
    this.ws.send(JSON.stringify(message));
    return true;
  }

  /** Stops for good (the page unmounts). */
  close(): void {
    this.stopped = true;
    this.clearTimers();
    const ws = this.ws;
    this.ws = null;
    if (ws) {
      ws.onclose = null;
      ws.onmessage = null;
      ws.onerror = null;
      ws.close(1000, 'bye');
    }
  }

  private setState(next: ConnectionState) {
    if (this.state === next) return;
    this.state = next;
    this.opts.onState(next);
  }

  private clearTimers() {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.retryTimer = null;
    this.pingTimer = null;
  }

  private connect() {
    if (this.stopped) return;
    let ws: SocketLike;
    try {
      ws = this.opts.open(this.opts.url);
    } catch {
      this.scheduleRetry();
      return;
    }
    this.ws = ws;
    ws.onopen = () => {
      this.lastHeard = this.opts.clock();
      // Every new socket re-authenticates; the server's hello then restores the round and this player's bets.
      ws.send(JSON.stringify({ t: 'auth', session: this.opts.session } satisfies ClientMessage));
      this.pingTimer = setInterval(() => this.ping(ws), this.opts.pingMs);
    };
    ws.onmessage = (ev) => this.receive(ev.data);
    ws.onerror = () => {
      // The close event that follows does the reconnecting.
    };
    ws.onclose = () => {
      if (this.ws !== ws) return;
      this.ws = null;
      this.clearTimers();
      this.scheduleRetry();
    };
  }

  private ping(ws: SocketLike) {
    if (ws !== this.ws) return;
    if (this.opts.clock() - this.lastHeard > SILENCE_MS) {
      // No pong for too long: drop it; onclose schedules the reconnect.
      ws.close(4000, 'silent');
      return;
    }
    if (ws.readyState === OPEN) ws.send(JSON.stringify({ t: 'ping' } satisfies ClientMessage));
  }

  private receive(data: unknown) {
    this.lastHeard = this.opts.clock();
    const message = parseServerMessage(data);
    if (!message) return;
    if (message.t === 'hello' || message.t === 'round' || message.t === 'pvp') {
      this.offset = message.now - this.opts.clock();
    }
    if (message.t === 'hello') {
      this.attempt = 0;
      this.setState('open');
    }
    if (message.t === 'error' && FATAL.has(message.code)) {
      this.opts.onMessage(message);
      this.close();
      this.setState('ended');
      return;
    }
    this.opts.onMessage(message);
  }

  private scheduleRetry() {
    if (this.stopped) return;
    const delay = backoffMs(this.attempt, this.opts.random);
    this.attempt += 1;
    this.setState('reconnecting');
    this.retryTimer = setTimeout(() => this.connect(), delay);
  }
}
