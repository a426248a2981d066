import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerMessage } from '../../../src/shared/live';
import {
  backoffMs,
  liveUrl,
  LiveSocket,
  parseServerMessage,
  type ConnectionState,
  type SocketLike,
} from './live-socket';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closed: number | null = null;
  onopen: ((ev: Event) => void) | null = null;
  onmessage: ((ev: MessageEvent) => void) | null = null;
  onclose: ((ev: CloseEvent) => void) | null = null;
  onerror: ((ev: Event) => void) | null = null;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000) {
    this.closed = code;
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }
  // ---- test side ----
  accept() {
    this.readyState = 1;
    this.onopen?.({} as Event);
  }
  push(message: unknown) {
    this.onmessage?.({ data: typeof message === 'string' ? message : JSON.stringify(message) } as MessageEvent);
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({ code: 1006 } as CloseEvent);
  }
}

const hello = (now: number) => ({ t: 'hello', now, balance: 10_000, currency: 'USD', table: null });

describe('live socket', () => {
  let sockets: FakeSocket[];
  let states: ConnectionState[];
  let messages: ServerMessage[];
  let now: number;

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    states = [];
    messages = [];
    now = 1_000_000;
  });
  afterEach(() => vi.useRealTimers());

  const start = () =>
    new LiveSocket({
      url: 'ws://studio.test/ws',
      session: 's'.repeat(32),
      onMessage: (m) => messages.push(m),
      onState: (s) => states.push(s),
      open: (url) => {
        expect(url).toBe('ws://studio.test/ws');
        const ws = new FakeSocket();
        sockets.push(ws);
        return ws;
      },
      random: () => 0,
      clock: () => now,
    });

  it('authenticates first, is open only after hello, and measures the clock offset', () => {
    const live = start();
    expect(live.connection).toBe('connecting');
    sockets[0]!.accept();
    expect(sockets[0]!.sent).toEqual([{ t: 'auth', session: 's'.repeat(32) }]);
    expect(live.send({ t: 'ping' })).toBe(false);
    sockets[0]!.push(hello(now + 2_500));
    expect(states).toEqual(['open']);
    expect(live.serverNow()).toBe(now + 2_500);
    expect(live.send({ t: 'bj.deal', id: 'a1', amount: 100 })).toBe(true);
    expect(sockets[0]!.sent.at(-1)).toEqual({ t: 'bj.deal', id: 'a1', amount: 100 });
    live.close();
  });

  it('drops frames that are not valid server messages', () => {
    const live = start();
    sockets[0]!.accept();
    sockets[0]!.push('not json');
    sockets[0]!.push({ t: 'bets.ok', id: 'x', myBets: [], balance: -1 });
    sockets[0]!.push({ t: 'pong' });
    expect(messages).toEqual([{ t: 'pong' }]);
    live.close();
  });

  it('pings every 20 s and reconnects when the server goes silent', () => {
    const live = start();
    const ws = sockets[0]!;
    ws.accept();
    ws.push(hello(now));
    vi.advanceTimersByTime(20_000);
    expect(ws.sent.at(-1)).toEqual({ t: 'ping' });
    now += 60_000;
    vi.advanceTimersByTime(20_000);
    expect(ws.closed).toBe(4000);
    expect(states.at(-1)).toBe('reconnecting');
    live.close();
  });

  it('reconnects with growing backoff and re-authenticates on every new socket', () => {
    const live = start();
    sockets[0]!.drop();
    expect(states).toEqual(['reconnecting']);
    vi.advanceTimersByTime(499);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1]!.drop();
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    sockets[2]!.accept();
    expect(sockets[2]!.sent).toEqual([{ t: 'auth', session: 's'.repeat(32) }]);
    sockets[2]!.push(hello(now));
    expect(states).toEqual(['reconnecting', 'open']);
    // After a successful hello the backoff starts over.
    sockets[2]!.drop();
    vi.advanceTimersByTime(500);
    expect(sockets).toHaveLength(4);
    live.close();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(4);
  });

  it('stops for good when the session is refused', () => {
    start();
    sockets[0]!.accept();
    sockets[0]!.push({ t: 'error', code: 'studio.session_ended', message: 'ended' });
    expect(messages.map((m) => m.t)).toEqual(['error']);
    expect(states.at(-1)).toBe('ended');
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });
});

describe('helpers', () => {
  it('doubles the backoff up to 10 s with up to a third of jitter', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 12].map((a) => backoffMs(a, () => 0))).toEqual([
      500, 1000, 2000, 4000, 8000, 10_000, 10_000, 10_000,
    ]);
    expect(backoffMs(5, () => 0.999_999)).toBe(6667);
  });

  it('builds the socket address from the page origin', () => {
    expect(liveUrl({ protocol: 'https:', host: 'games.example:8443' })).toBe('wss://games.example:8443/ws');
    expect(liveUrl({ protocol: 'http:', host: 'localhost:8090' })).toBe('ws://localhost:8090/ws');
  });

  it('parses only schema-valid messages', () => {
    expect(parseServerMessage('{"t":"pong"}')).toEqual({ t: 'pong' });
    expect(parseServerMessage('{"t":"nope"}')).toBeNull();
    expect(parseServerMessage(new ArrayBuffer(2))).toBeNull();
  });
});
