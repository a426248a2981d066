import * as contracts from '@pagoda/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/test-app.js';

type Op = { id: string; method: string; path: string; value: unknown };

const isOperation = (v: unknown): v is Op =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as Op).id === 'string' &&
  typeof (v as Op).method === 'string' &&
  typeof (v as Op).path === 'string' &&
  'value' in v;

// Every operation the contracts export: an object with id, method, path and value.
const operations = [
  ...new Map(
    Object.values(contracts)
      .filter(isOperation)
      .map((o) => [o.id, o]),
  ).values(),
];

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the contract operations', () => {
  it(`every one of the ${operations.length} operations has a registered route`, () => {
    expect(operations.length).toBeGreaterThan(90);
    // The check sees routes inside the module plugins, and only registered ones.
    expect(t.app.hasRoute({ method: 'GET', url: '/wps/relay/no-such-operation' })).toBe(false);
    const missing = operations.filter((o) => !t.app.hasRoute({ method: o.method, url: o.path }));
    expect(missing.map((o) => `${o.id} ${o.method} ${o.path}`)).toEqual([]);
  });
});
