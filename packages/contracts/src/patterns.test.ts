import { describe, expect, it } from 'vitest';
import { formatRuleMessage, matchesRule, PATTERN_IDS, PATTERNS, type RegisterRule } from './patterns.js';

const rule = (patternId: number, min = 1, max = 50): RegisterRule => ({
  enabled: true,
  required: true,
  minLength: min,
  maxLength: max,
  patternId,
  acceptedPattern: PATTERNS[patternId]!,
});

/** [pattern id, values that pass, values that fail] for every pattern id of PATTERNS. */
const CASES: [number, string[], string[]][] = [
  [0, ['anything at all', '!@#'], []],
  [1, ['abc123', 'Zed'], ['1abc', 'ab_c', 'ab c']],
  [2, ['张三123', '李四'], ['abc', '张 三']],
  [3, ['a.b@example.com', 'x+y@mail.co'], ['a@b', 'no-at.example.com', 'a b@c.com']],
  [4, ['abc123', 'ABC'], ['abc-123', 'a b']],
  [5, ['abc123', '1a'], ['abcdef', '123456', 'abc_123']],
  [6, ['0123456789'], ['12a', '+639']],
  [7, ['Abc123', 'ABC'], ['abc123', 'Abc-1']],
  [8, ['John Smith', 'Ana'], ['John3', 'José']],
  [9, ['no_spaces!'], ['has space', 'tab\there']],
  [10, ['你好，世界', '中文'], ['abc', '中 文']],
  [11, ['2024-02-29', '1999-12-31'], ['2024-13-01', '24-01-01', '2024/01/01']],
  [12, ['Juan Dela Cruz', 'Ana'], ['Juan  Cruz', ' Ana', 'Ana1']],
  [13, ['12-31-1999'], ['1999-12-31', '13-01-2000']],
  [14, ['abc123'], ['abc 123', 'ab#']],
  [15, ['김철수', '홍 길동'], ['Kim', '김1']],
  [16, ['สมชาย'], ['somchai', 'สม ชาย']],
  [17, ['สมชาย Somchai'], ['สมชาย1']],
  [18, ['JUAN DELA CRUZ', 'A'], ['Juan', '123', '   ']],
  [19, ['P@ssw0rd!', 'abc'], ['with space', 'ñ']],
];

describe('registration patterns', () => {
  it('defines every pattern id from 0 to 19', () => {
    expect(PATTERN_IDS).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it.each(CASES)('pattern %i accepts and rejects the right values', (id, good, bad) => {
    for (const v of good) expect(matchesRule(rule(id), v), `${id} should accept ${v}`).toBe(true);
    for (const v of bad) expect(matchesRule(rule(id), v), `${id} should reject ${v}`).toBe(false);
  });

  it('checks length in characters, not bytes, and both bounds', () => {
    const r = rule(0, 2, 4);
    expect(matchesRule(r, 'a')).toBe(false);
    expect(matchesRule(r, 'ab')).toBe(true);
    expect(matchesRule(r, '张三李四')).toBe(true);
    expect(matchesRule(r, 'abcde')).toBe(false);
  });

  it("treats acceptedPattern '*' as any value", () => {
    expect(matchesRule({ ...rule(0), acceptedPattern: '*' }, 'x y z')).toBe(true);
  });
});

describe('formatRuleMessage', () => {
  it('fills (min) and (max)', () => {
    expect(formatRuleMessage('(min) - (max) characters', { minLength: 6, maxLength: 13 })).toBe('6 - 13 characters');
  });
  it('collapses the range to one number when min equals max', () => {
    expect(formatRuleMessage('(min) - (max) digits', { minLength: 6, maxLength: 6 })).toBe('6 digits');
    expect(formatRuleMessage('between (min) and (max)', { minLength: 4, maxLength: 4 })).toBe('between 4 and 4');
  });
});
