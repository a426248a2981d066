import fc from 'fast-check';
import type { z } from 'zod';

type Def = { type: string; [k: string]: unknown };
const defOf = (s: unknown) => (s as { _zod: { def: Def } })._zod.def;

/** Strings that have broken servers before: controls, markup, padding, huge, prototype keys, odd Unicode. */
const NASTY = [
  '',
  ' ',
  ' 1',
  '1 ',
  '\u0000',
  'a\u0000b',
  '\t',
  '\n',
  '\u001b[0m',
  '\u007f',
  '\u0085',
  '\ud800',
  '\udfff\ud800',
  '\u202e',
  '\ufeff',
  '<img src=x onerror=alert(1)>',
  "' or 1=1 --",
  '%00',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '9'.repeat(40),
  '-0',
  '0x10',
  'true',
  'null',
  '{}',
  '[]',
  '\u{1F600}',
  'a'.repeat(300),
  'x'.repeat(20_000),
];

const ODD_CHARS = [
  '\u0000',
  '\u0001',
  '\u001f',
  '\u007f',
  '\u0085',
  '\ud800',
  '\udc00',
  '\u2028',
  '\ufffe',
  '<',
  '"',
  "'",
  '\\',
  '%',
];

const anyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 20 }) },
);

const NUMBERS = [
  0,
  -0,
  -1,
  1,
  0.5,
  0.001,
  1e21,
  -1e21,
  2_147_483_648,
  3_000_000_000,
  9e15,
  Number.MAX_SAFE_INTEGER,
  2 ** 53 + 1,
  1e308,
  12.345,
];
const anyNumber = fc.oneof(
  fc.constantFrom(...NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const withinString = (def: Def): fc.Arbitrary<string> => {
  const checks = (def.checks ?? []) as {
    _zod: { def: { check: string; pattern?: RegExp; minimum?: number; maximum?: number; length?: number } };
  }[];
  let min = 0;
  let max = 64;
  const patterns: RegExp[] = [];
  for (const c of checks) {
    const d = c._zod.def;
    if (d.check === 'min_length' && d.minimum !== undefined) min = d.minimum;
    if (d.check === 'max_length' && d.maximum !== undefined) max = Math.min(d.maximum, 200);
    if (d.check === 'length_equals' && d.length !== undefined) min = max = d.length;
    if (d.pattern) patterns.push(d.pattern);
  }
  // The most specific pattern (not the shared control-character one) gives realistic values.
  const specific = patterns.filter(
    (p) => p.source !== '^[^\\u0000-\\u001F\\u007F-\\u009F]*$' && p.source !== '^[^<>]*$',
  );
  const shaped = specific.length
    ? fc.stringMatching(specific[specific.length - 1]!).filter((s) => s.length <= 300)
    : fc.string({ minLength: Math.min(min, max), maxLength: Math.max(min, max) });
  // A value of the right shape with one odd character slipped in: what reaches a handler when a
  // schema forgets a character class (NUL reached PostgreSQL this way).
  const tainted = fc
    .tuple(shaped, fc.constantFrom(...ODD_CHARS), fc.nat())
    .map(([v, c, at]) => v.slice(0, at % (v.length + 1)) + c + v.slice(at % (v.length + 1)));
  return fc.oneof(
    { weight: 3, arbitrary: shaped },
    { weight: 2, arbitrary: tainted },
    { weight: 1, arbitrary: anyString },
  );
};

/**
 * Values for a zod schema: mostly of its shape (realistic enough to reach the handler), with nasty
 * strings, numbers and wrong types mixed in at every level.
 */
export const arbitraryFor = (schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> => {
  const def = defOf(schema);
  const inner = (s: unknown) => arbitraryFor(s as z.ZodType, depth + 1);
  const wrong = fc.oneof(anyString, anyNumber, fc.boolean(), fc.constant(null), fc.constant({}), fc.constant([]));
  const mixed = (a: fc.Arbitrary<unknown>) => fc.oneof({ weight: 9, arbitrary: a }, { weight: 1, arbitrary: wrong });
  if (depth > 6) return fc.jsonValue({ maxDepth: 1 });
  switch (def.type) {
    case 'string':
      return mixed(withinString(def));
    case 'number':
    case 'bigint':
      return mixed(anyNumber);
    case 'boolean':
      return mixed(fc.boolean());
    case 'literal':
      return mixed(fc.constantFrom(...(def.values as unknown[])));
    case 'enum':
      return mixed(fc.constantFrom(...Object.values(def.entries as Record<string, unknown>)));
    case 'null':
      return mixed(fc.constant(null));
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      const model = Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, inner(v)]));
      return mixed(
        fc.oneof(
          fc.record(model),
          fc.record(model, { requiredKeys: [] }),
          // Unknown keys and prototype keys beside the known ones.
          fc
            .tuple(fc.record(model), fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'extra'), anyString))
            .map(([a, b]) => ({ ...b, ...a })),
        ),
      );
    }
    case 'array':
      return mixed(fc.array(inner(def.element), { maxLength: 6 }));
    case 'tuple':
      return mixed(fc.tuple(...(def.items as unknown[]).map(inner)));
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map(inner));
    case 'intersection':
      return fc
        .tuple(inner(def.left), inner(def.right))
        .map(([a, b]) => (typeof a === 'object' && typeof b === 'object' && a && b ? { ...a, ...b } : a));
    case 'record':
      return mixed(fc.dictionary(fc.string({ maxLength: 8 }), inner(def.valueType), { maxKeys: 4 }));
    case 'optional':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(inner(def.innerType), { nil: null, freq: 4 });
    case 'default':
    case 'prefault':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 4 });
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner(def.innerType);
    case 'pipe':
      return inner(def.in);
    case 'lazy':
      return inner((def.getter as () => unknown)());
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
};

/** A query object as text: arrays repeat their key, objects and null become JSON or empty. */
export const toQueryString = (query: unknown): string => {
  if (typeof query !== 'object' || query === null || Array.isArray(query)) return '';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query as Record<string, unknown>)) {
    if (v === undefined) continue;
    for (const item of Array.isArray(v) ? v : [v])
      params.append(k, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item ?? ''));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};
