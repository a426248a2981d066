import vm from 'node:vm';

export type PatternCheck = { ok: true } | { ok: false; problem: 'SYNTAX' | 'UNSAFE'; message: string };

/** Characters that start the usual runs a hostile input repeats; one of them feeds any sloppy quantifier. */
const PROBE_CHARS = ['a', 'A', 'z', '0', '9', ' ', '.', '_', '-', '@', '+', '中', '한', 'ก', 'aA0', 'a ', 'a.', 'a@'];
const PROBE_SUFFIXES = ['', '!', '\u0000', ' ', '#'];
/** The portal checks the length before the pattern, and no rule allows more than 255 characters. */
const PROBE_LENGTHS = [40, 255];
const PROBES = PROBE_CHARS.flatMap((c) =>
  PROBE_LENGTHS.flatMap((n) => PROBE_SUFFIXES.map((s) => c.repeat(Math.ceil(n / c.length)).slice(0, n - s.length) + s)),
);
/** Every probe together must answer within this: a safe pattern needs a fraction of a millisecond each. */
const PROBE_BUDGET_MS = 250;

/**
 * A registration pattern runs in every visitor's browser and on the server at registration, so a
 * pattern that backtracks catastrophically would hang both. It must compile as the portal compiles
 * it (Unicode mode), and answer a set of hostile inputs (long runs of one character ending in a
 * mismatch, the classic trigger of nested quantifiers) within a time budget, run where V8 can
 * interrupt it. '*' means any value.
 */
export const checkRulePattern = (pattern: string): PatternCheck => {
  if (pattern === '*') return { ok: true };
  try {
    new RegExp(pattern, 'u');
  } catch (err) {
    return { ok: false, problem: 'SYNTAX', message: err instanceof Error ? err.message : String(err) };
  }
  try {
    vm.runInNewContext(
      'const re = new RegExp(source, "u"); for (const p of probes) re.test(p);',
      { source: pattern, probes: PROBES },
      { timeout: PROBE_BUDGET_MS },
    );
  } catch {
    return {
      ok: false,
      problem: 'UNSAFE',
      message: 'The pattern takes too long on some inputs (nested or overlapping repetition, e.g. (a+)+).',
    };
  }
  return { ok: true };
};
