import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { Operation } from './operation.js';
import { CONTROL_FREE, DOCUMENT_CONTROL_FREE, freeText, MARKUP_FREE, text } from './text.js';
import * as contracts from './index.js';

type Def = { type: string; [k: string]: unknown };
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

/** Every string schema inside a schema, with its path (objects, arrays, unions, wrappers, pipes). */
const stringsIn = (schema: z.ZodType, path: string, out: [string, z.ZodType][] = [], seen = new Set<unknown>()) => {
  if (seen.has(schema)) return out;
  seen.add(schema);
  const def = defOf(schema);
  const walk = (s: unknown, p: string) => stringsIn(s as z.ZodType, p, out, seen);
  switch (def.type) {
    case 'string':
      out.push([path, schema]);
      break;
    case 'object':
      for (const [k, v] of Object.entries(def.shape as Record<string, unknown>)) walk(v, `${path}.${k}`);
      if (def.catchall) walk(def.catchall, `${path}.*`);
      break;
    case 'array':
      walk(def.element, `${path}[]`);
      break;
    case 'union':
      (def.options as unknown[]).forEach((o, i) => walk(o, `${path}|${i}`));
      break;
    case 'intersection':
      walk(def.left, path);
      walk(def.right, path);
      break;
    case 'record':
      walk(def.keyType, `${path}{key}`);
      walk(def.valueType, `${path}{}`);
      break;
    case 'tuple':
      (def.items as unknown[]).forEach((o, i) => walk(o, `${path}[${i}]`));
      break;
    case 'pipe':
      walk(def.in, path);
      walk(def.out, path);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      walk(def.innerType, path);
      break;
    case 'lazy':
      walk((def.getter as () => unknown)(), path);
      break;
    default:
      break;
  }
  return out;
};

const patternsOf = (s: z.ZodType) =>
  ((defOf(s).checks ?? []) as { _zod: { def: { pattern?: RegExp } } }[]).map((c) => c._zod.def.pattern);

const isOperation = (v: unknown): v is Operation =>
  typeof v === 'object' && v !== null && 'id' in v && 'method' in v && 'path' in v && 'value' in v;

/** Every request input the contracts define: each operation's query and body, and the vendor and gateway inputs. */
const inputs: [string, z.ZodType][] = [
  ...Object.values(contracts)
    .filter(isOperation)
    .flatMap((op) => [
      ...(op.query ? [[`${op.id} query`, op.query] as [string, z.ZodType]] : []),
      ...(op.body ? [[`${op.id} body`, op.body] as [string, z.ZodType]] : []),
    ]),
  ...Object.entries(contracts)
    .filter(([name]) => /^vendor.*Body$/.test(name) || name === 'gatewayResultSchema')
    .map(([name, s]) => [name, s as z.ZodType] as [string, z.ZodType]),
];
const fields = inputs.flatMap(([name, schema]) => stringsIn(schema, name));

describe('text()', () => {
  it.each(['\u0000', 'a\u0000b', 'tab\there', 'line\nbreak', '\r', '\u001b[31m', '\u007f', '\u0085', '\u009f'])(
    'refuses %j',
    (value) => {
      expect(text().safeParse(value).success).toBe(false);
    },
  );
  it.each(['', 'plain', 'Ünïcödé 中文 ไทย', 'a < b', 'emoji \u{1F600}'])('accepts %j', (value) => {
    expect(text().safeParse(value).success).toBe(true);
  });
  it('freeText() also refuses markup', () => {
    expect(freeText().safeParse('<img src=x onerror=alert(1)>').success).toBe(false);
    expect(freeText().safeParse('a > b').success).toBe(false);
    expect(freeText().safeParse('rent, May & June').success).toBe(true);
  });
});

describe('every string a request carries refuses control characters', () => {
  it('finds the string fields at all (the walk is not empty)', () => {
    expect(inputs.length).toBeGreaterThan(60);
    expect(fields.length).toBeGreaterThan(80);
  });

  it.each(fields.map(([path, s]) => [path, s] as const))('%s is built from text()', (_path, schema) => {
    // Documents (rich-text HTML, an imported CSV) keep their line breaks: documentText().
    const patterns = patternsOf(schema);
    expect(patterns.includes(CONTROL_FREE) || patterns.includes(DOCUMENT_CONTROL_FREE)).toBe(true);
    expect(schema.safeParse('\u0000').success).toBe(false);
  });
});

describe('free text refuses markup', () => {
  // The fields a person types for others to read (docs/decisions.md, text-field policy): remarks,
  // references and names, wherever a request carries one.
  const FREE_TEXT = /^[a-zA-Z0-9]+ (body|query)\.(remark|reference|name|holderName|payeeName)$/;
  const free = fields.filter(([path]) => FREE_TEXT.test(path) && !path.startsWith('vendor'));
  it('finds them', () => {
    expect(free.map(([path]) => path)).toEqual(
      expect.arrayContaining([
        'transferToUpline body.remark',
        'agentDownlineTransfer body.remark',
        'updateDepositReference body.reference',
        'addPayoutAccount body.holderName',
        'register body.payeeName',
        'operatorRejectDeposit body.remark',
      ]),
    );
  });
  it.each(free.map(([path, s]) => [path, s] as const))('%s is built from freeText()', (_path, schema) => {
    expect(patternsOf(schema)).toContain(MARKUP_FREE);
  });
});

describe('vendor player ids', () => {
  it('stay within the database integer (the schema fuzz found 10000000000 as a 500)', () => {
    expect(contracts.vendorBalanceBody.safeParse({ playerId: '2147483647' }).success).toBe(true);
    expect(contracts.vendorBalanceBody.safeParse({ playerId: '2147483648' }).success).toBe(false);
    expect(contracts.vendorBalanceBody.safeParse({ playerId: '10000000000' }).success).toBe(false);
  });
});
