import { PATTERNS } from '@pagoda/contracts';
import { describe, expect, it } from 'vitest';
import { checkRulePattern } from './rule-pattern-safety.js';

describe('checkRulePattern', () => {
  it('accepts every pattern of the catalogue and the any-value star', () => {
    for (const p of Object.values(PATTERNS)) expect(checkRulePattern(p)).toEqual({ ok: true });
    expect(checkRulePattern('*')).toEqual({ ok: true });
  });

  it('refuses a pattern that does not compile in Unicode mode', () => {
    expect(checkRulePattern('^[a-z')).toMatchObject({ ok: false, problem: 'SYNTAX' });
    expect(checkRulePattern('^\\q$')).toMatchObject({ ok: false, problem: 'SYNTAX' });
  });

  it.each(['^(a+)+$', '^(a|a)*$', '^([A-Za-z0-9]+)*@', '^(\\w+\\s?)*$', '(.*a){12}$'])(
    'refuses the catastrophic pattern %s',
    (p) => {
      expect(checkRulePattern(p)).toMatchObject({ ok: false, problem: 'UNSAFE' });
    },
  );
});
