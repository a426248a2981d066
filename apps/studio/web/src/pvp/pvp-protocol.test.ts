import { describe, expect, it } from 'vitest';
import { fairFloats } from '../../../src/engine/fair';
import { createRoom, step } from '../../../src/pvp/room';
import { pvpView } from '../../../src/pvp/view';
import { serverMessage } from '../../../src/shared/live';
import { actionMessage, parsePvpView, READY_SUPPORTED, requestId } from './pvp-protocol';

const config = {
  id: 'nn-proto',
  stake: 500,
  seats: 3,
  rakePermille: 50,
  betMultiples: [1, 2, 4],
  turnMs: { ready: 3_000, bet: 6_000, reveal: 6_000 },
  botsAllowed: false,
};

describe('pvp protocol', () => {
  it('accepts every view the engine produces, through the wire, and refuses malformed ones', () => {
    let state = createRoom(config);
    const deal = (n: number) => fairFloats('s', 'c', n);
    const views = [pvpView(state, null)];
    const events = [
      { type: 'sit', player: 'ann', balance: 90_000 },
      { type: 'sit', player: 'bob', balance: 90_000 },
      { type: 'ready', player: 'ann' },
      { type: 'ready', player: 'bob' },
      { type: 'bet', player: 'bob', multiple: 4 },
      { type: 'reveal', player: 'bob' },
      { type: 'reveal', player: 'ann' },
    ] as const;
    for (const e of events) {
      state = step(state, e, 1_000, deal).state;
      views.push(pvpView(state, 'ann'), pvpView(state, 'bob'), pvpView(state, null));
    }
    expect(state.phase).toBe('settling');
    for (const view of views) {
      const wire = serverMessage.parse(JSON.parse(JSON.stringify({ t: 'pvp', now: 1, state: view, balance: 5 })));
      expect(wire.t === 'pvp' && parsePvpView(wire.state)).toEqual(view);
    }
    const good = views.at(-1)!;
    expect(parsePvpView({ ...good, phase: 'dealing' })).toBeNull();
    expect(parsePvpView({ ...good, config: { ...good.config, stake: 1.5 } })).toBeNull();
    expect(parsePvpView(null)).toBeNull();
  });

  it('builds the action messages of the protocol and nothing it would refuse', () => {
    expect(actionMessage({ kind: 'sit' }, 'a1')).toEqual({ t: 'pvp.sit', id: 'a1' });
    expect(actionMessage({ kind: 'bet', multiple: 3 }, 'a2')).toEqual({ t: 'pvp.bet', id: 'a2', multiple: 3 });
    expect(actionMessage({ kind: 'reveal' }, 'a3')).toEqual({ t: 'pvp.reveal', id: 'a3' });
    expect(actionMessage({ kind: 'leave' }, 'a4')).toEqual({ t: 'pvp.leave', id: 'a4' });
    expect(actionMessage({ kind: 'bet', multiple: 0 }, 'a5')).toBeNull();
    expect(actionMessage({ kind: 'sit' }, '')).toBeNull();
    expect(actionMessage({ kind: 'ready' }, 'a6')).toEqual({ t: 'pvp.ready', id: 'a6' });
    expect(READY_SUPPORTED).toBe(true);
  });

  it('makes 32-hex-digit request ids within the protocol limit', () => {
    const id = requestId((b) => void b.fill(0xab));
    expect(id).toBe('ab'.repeat(16));
    expect(requestId()).toMatch(/^[0-9a-f]{32}$/);
    expect(requestId()).not.toBe(requestId());
  });
});
