import { ErrorCode } from '@pagoda/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../lib/app-error.js';
import type { AuthSession } from '../session/session.service.js';
import type { MemberEvent } from './member-events.js';
import { createMemberSocketService, type MemberSocket } from './member-socket.service.js';

const fakeSocket = () => {
  const sent: unknown[] = [];
  const closed: [number, string][] = [];
  const socket: MemberSocket = {
    readyState: 1,
    OPEN: 1,
    send: (text) => sent.push(JSON.parse(text)),
    close: (code, reason) => {
      closed.push([code, reason]);
      (socket as { readyState: number }).readyState = 3;
    },
  };
  return { socket, sent, closed };
};

const setup = () => {
  let valid = true;
  const listeners = new Map<number, (e: MemberEvent) => void>();
  const service = createMemberSocketService({
    sessions: {
      authenticate: async (token) => {
        if (!valid || token !== 'good') throw new AppError(ErrorCode.TokenInvalid);
        return { sessionId: 1, member: { id: 7 } } as AuthSession;
      },
    },
    events: {
      subscribe: (memberId, fn) => {
        listeners.set(memberId, fn);
        return () => listeners.delete(memberId);
      },
    },
  });
  return { service, listeners, endSession: () => (valid = false) };
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('member socket channel', () => {
  it('streams the member their events once the first message carries a valid token', async () => {
    const { service, listeners } = setup();
    const { socket, sent } = fakeSocket();
    service.accept(socket, 'pagoda').authenticate(JSON.stringify({ token: 'good' }));
    await vi.advanceTimersByTimeAsync(0);
    listeners.get(7)!({ memberId: 7, type: 'BALANCE', data: { balance: 5 } });
    expect(sent).toEqual([
      { type: 'READY', data: { customerId: 7 } },
      { type: 'BALANCE', data: { balance: 5 } },
    ]);
  });

  it('closes a socket that sends no token in time, or a bad one', async () => {
    const { service } = setup();
    const silent = fakeSocket();
    service.accept(silent.socket, 'pagoda');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(silent.closed).toEqual([[4401, 'auth timeout']]);
    const garbled = fakeSocket();
    service.accept(garbled.socket, 'pagoda').authenticate('not json');
    expect(garbled.closed).toEqual([[4400, 'bad message']]);
    const stranger = fakeSocket();
    service.accept(stranger.socket, 'pagoda').authenticate(JSON.stringify({ token: 'bad' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(stranger.closed).toEqual([[4401, ErrorCode.TokenInvalid]]);
  });

  it('closes the socket at the first check after the session ended, and unsubscribes on close', async () => {
    const { service, listeners, endSession } = setup();
    const { socket, closed } = fakeSocket();
    const channel = service.accept(socket, 'pagoda');
    channel.authenticate(JSON.stringify({ token: 'good' }));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(closed).toEqual([]);
    endSession();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(closed).toEqual([[4401, ErrorCode.TokenInvalid]]);
    channel.end();
    expect(listeners.size).toBe(0);
  });

  it('does not subscribe a socket that closed while its token was checked', async () => {
    const { service, listeners } = setup();
    const channel = service.accept(fakeSocket().socket, 'pagoda');
    channel.authenticate(JSON.stringify({ token: 'good' }));
    channel.end();
    await vi.advanceTimersByTimeAsync(0);
    expect(listeners.size).toBe(0);
  });
});
