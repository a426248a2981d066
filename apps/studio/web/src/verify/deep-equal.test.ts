import { describe, expect, it } from 'vitest';
import { asJson, deepEqual } from './deep-equal';

describe('deepEqual', () => {
  it('ignores key order and undefined keys, as a JSON round trip does', () => {
    expect(deepEqual({ a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 })).toBe(true);
    expect(deepEqual({ a: 1, u: undefined }, { a: 1 })).toBe(true);
    expect(deepEqual(asJson({ grid: [['a']], stops: undefined }), { grid: [['a']] })).toBe(true);
  });

  it('sees any difference in values, lengths, types or keys', () => {
    expect(deepEqual({ a: 1 }, { a: 2 })).toBe(false);
    expect(deepEqual([1, 2], [1, 2, 3])).toBe(false);
    expect(deepEqual([1], { 0: 1 })).toBe(false);
    expect(deepEqual({ a: 1 }, { b: 1 })).toBe(false);
    expect(deepEqual({ a: null }, { a: {} })).toBe(false);
    expect(deepEqual({ cells: [[0, 1]] }, { cells: [[1, 0]] })).toBe(false);
    expect(deepEqual('1', 1)).toBe(false);
  });
});
