import { describe, expect, it } from 'vitest';
import { initialMachine, slotMachine, type MachineAction, type MachineState } from './slot-machine';

const run = (actions: MachineAction[], from: MachineState = initialMachine) => actions.reduce(slotMachine, from);

describe('slot machine reducer', () => {
  it('moves a round through spinning, the free-spin feature, the banner and back to idle', () => {
    const free = { index: 1, count: 8, multiplier: 2 };
    const inFeature = run([
      { type: 'phase', phase: 'spinning' },
      { type: 'phase', phase: 'free' },
      { type: 'freeSpin', free },
    ]);
    expect(inFeature).toEqual({ phase: 'free', free, auto: null });
    const next = run([{ type: 'freeSpin', free: { ...free, index: 2 } }], inFeature);
    expect(next.free?.index).toBe(2);
    expect(run([{ type: 'freeEnd' }, { type: 'phase', phase: 'banner' }], next)).toEqual({
      phase: 'banner',
      free: null,
      auto: null,
    });
  });

  it('clears a left-over free-spin counter when the round returns to idle', () => {
    const stuck = run([{ type: 'freeSpin', free: { index: 3, count: 8, multiplier: 2 } }]);
    expect(run([{ type: 'phase', phase: 'idle' }], stuck)).toEqual(initialMachine);
  });

  it('counts autoplay down to off, and stops it on demand', () => {
    const on = run([{ type: 'autoStart', spins: 2 }]);
    expect(on.auto).toBe(2);
    expect(run([{ type: 'autoTick' }], on).auto).toBe(1);
    expect(run([{ type: 'autoTick' }, { type: 'autoTick' }], on).auto).toBeNull();
    expect(run([{ type: 'autoStop' }], on).auto).toBeNull();
    expect(run([{ type: 'autoStart', spins: 0 }]).auto).toBeNull();
    expect(run([{ type: 'autoTick' }]).auto).toBeNull();
  });
});
