import { describe, expect, it } from 'vitest';
import { newDrawRecord, transition, validateDrawResult } from './result-state';
import type { DrawEvent, DrawRecord } from './result-state';
import type { DrawResult } from './settle';
import { STRUCTURE_MB, validateResult } from './structures';
import { MB_DRAW } from './test-draws';

const official = () => newDrawRecord('official', 'MB27', ['HN']);
const other: DrawResult = { structure: 'MB27', tables: { HN: { ...MB_DRAW.tables.HN!, DB: ['99999'] } } };

/** Applies events in order, failing the test on the first refusal. */
const run = (record: DrawRecord, ...events: DrawEvent[]): DrawRecord =>
  events.reduce((r, e) => {
    const t = transition(r, e);
    if (!t.ok) throw new Error(`${e.type}: ${t.error}`);
    return t.record;
  }, record);

const submit = (by: string, result: DrawResult = MB_DRAW): DrawEvent => ({
  type: 'submit',
  by,
  source: 'operator',
  result,
  at: 1,
});

describe('result validation', () => {
  it('accepts a full MB table and names each fault', () => {
    expect(validateResult(STRUCTURE_MB, MB_DRAW.tables.HN!)).toEqual([]);
    const bad: Record<string, readonly string[]> = {
      ...MB_DRAW.tables.HN!,
      G7: ['45', '90', '17'],
      G6: ['345', '678', '9O1'],
      X: ['1'],
    };
    const { G1: _g1, ...missing } = bad;
    expect(validateResult(STRUCTURE_MB, missing)).toEqual([
      'unknown prize tier X',
      'G1: missing',
      'G6: "9O1" is not 3 digits',
      'G7: 3 numbers, expected 4',
    ]);
  });

  it('wants exactly the draw’s stations', () => {
    expect(validateDrawResult(official(), { structure: 'MB27', tables: {} })).toEqual(['stations , expected HN']);
    expect(validateDrawResult(official(), { structure: 'MN18', tables: {} })).toHaveLength(1);
  });
});

describe('transition', () => {
  it('pending → drawn → confirmed by a second operator → settled', () => {
    const drawn = run(official(), submit('alice'));
    expect(drawn.status).toBe('drawn');
    const confirmed = run(drawn, { type: 'confirm', by: 'bob', at: 2 });
    expect(confirmed).toMatchObject({ status: 'confirmed', result: MB_DRAW, confirmedBy: ['alice', 'bob'] });
    expect(run(confirmed, { type: 'settle', at: 3 }).status).toBe('settled');
  });

  it('confirms when two sources agree (a feed and an operator, or two feeds)', () => {
    const r = run(official(), { ...submit('feed-a'), source: 'feed' } as DrawEvent, submit('carol'));
    expect(r).toMatchObject({ status: 'confirmed', confirmedBy: ['feed-a', 'carol'] });
  });

  it('refuses the maker confirming their own entry; re-entry by the same operator replaces it', () => {
    const drawn = run(official(), submit('alice', other), submit('alice'));
    expect(drawn.status).toBe('drawn');
    expect(drawn.submissions).toHaveLength(1);
    expect(transition(drawn, { type: 'confirm', by: 'alice', at: 2 })).toEqual({
      ok: false,
      error: 'the operator who entered the result cannot confirm it',
    });
  });

  it('keeps disagreeing entries apart until a third agrees with one', () => {
    const split = run(official(), submit('alice'), submit('bob', other));
    expect(split.status).toBe('drawn');
    expect(transition(split, { type: 'confirm', by: 'carol', at: 3 }).ok).toBe(false);
    expect(run(split, submit('carol'))).toMatchObject({ status: 'confirmed', result: MB_DRAW });
  });

  it('refuses illegal moves', () => {
    const pending = official();
    const settled = run(pending, submit('a'), { type: 'confirm', by: 'b', at: 2 }, { type: 'settle', at: 3 });
    const cancelled = run(pending, { type: 'cancel', by: 'a', reason: 'Tết', at: 1 });
    const illegal: [DrawRecord, DrawEvent][] = [
      [pending, { type: 'confirm', by: 'b', at: 1 }],
      [pending, { type: 'settle', at: 1 }],
      [pending, { type: 'correct', by: 'a', result: other, at: 1 }],
      [pending, { type: 'house-draw', result: MB_DRAW, at: 1 }],
      [pending, submit('a', { structure: 'MB27', tables: { HN: { DB: ['1'] } } })],
      [settled, submit('c')],
      [settled, { type: 'cancel', by: 'a', reason: 'x', at: 4 }],
      [settled, { type: 'settle', at: 4 }],
      [settled, { type: 'correct', by: 'c', result: MB_DRAW, at: 4 }],
      [cancelled, submit('a')],
      [cancelled, { type: 'cancel', by: 'a', reason: 'x', at: 2 }],
      [cancelled, { type: 'settle', at: 2 }],
    ];
    for (const [record, event] of illegal) {
      expect(transition(record, event).ok, `${record.status} ${event.type}`).toBe(false);
    }
  });

  it('cancels (voids) from pending, drawn and confirmed', () => {
    const cancel: DrawEvent = { type: 'cancel', by: 'ops', reason: 'void', at: 9 };
    const drawn = run(official(), submit('a'));
    const confirmed = run(drawn, { type: 'confirm', by: 'b', at: 2 });
    for (const r of [official(), drawn, confirmed]) {
      expect(run(r, cancel)).toMatchObject({ status: 'cancelled', cancelReason: 'void' });
    }
  });

  it('corrects a settled draw into a new revision that is confirmed again and resettled', () => {
    const settled = run(official(), submit('a'), { type: 'confirm', by: 'b', at: 2 }, { type: 'settle', at: 3 });
    const corrected = run(settled, { type: 'correct', by: 'c', result: other, at: 4 });
    expect(corrected).toMatchObject({ status: 'drawn', revision: 1, resettle: true, result: MB_DRAW });
    expect(transition(corrected, { type: 'confirm', by: 'c', at: 5 }).ok).toBe(false);
    const again = run(corrected, { type: 'confirm', by: 'd', at: 5 }, { type: 'settle', at: 6 });
    expect(again).toMatchObject({ status: 'settled', revision: 1, resettle: true, result: other });
  });

  it('confirms a house draw at once, and takes no submissions or corrections for it', () => {
    const house = newDrawRecord('house', 'MB27', ['ELOTT1']);
    const result: DrawResult = { structure: 'MB27', tables: { ELOTT1: MB_DRAW.tables.HN! } };
    const drawn = run(house, { type: 'house-draw', result, at: 1 });
    expect(drawn.status).toBe('confirmed');
    expect(transition(house, { type: 'submit', by: 'a', source: 'operator', result, at: 1 }).ok).toBe(false);
    const settled = run(drawn, { type: 'settle', at: 2 });
    expect(transition(settled, { type: 'correct', by: 'a', result, at: 3 }).ok).toBe(false);
  });
});
