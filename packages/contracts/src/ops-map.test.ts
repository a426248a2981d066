import { describe, expect, it } from 'vitest';
import { API } from './api-routes.js';
import type { Operation } from './operation.js';
import * as contracts from './index.js';

const isOperation = (v: unknown): v is Operation =>
  typeof v === 'object' && v !== null && 'id' in v && 'method' in v && 'path' in v && 'value' in v;

const operations = Object.entries(contracts).filter((e): e is [string, Operation] => isOperation(e[1]));
// The operator console is a separate client with its own paths; the portal never calls it.
const portalOperations = operations.filter(([, op]) => !op.path.startsWith('/wps/operator/'));
const byId = new Map(operations.map(([, op]) => [op.id, op]));

describe('API path map', () => {
  it('finds the operations at all (the filter is not empty)', () => {
    expect(portalOperations.length).toBeGreaterThan(80);
  });

  it.each(Object.entries(API))('%s has an operation with the same method and path', (id, route) => {
    const op = byId.get(id);
    expect(op, `no operation with id ${id}`).toBeDefined();
    expect({ method: op!.method, path: op!.path }).toEqual(route);
    // Ops types each id by the export of that name, so the export must be this operation.
    expect((contracts as Record<string, unknown>)[id]).toBe(op);
  });

  it.each(portalOperations.map(([name, op]) => [op.id, name]))('operation %s has an API entry', (id) => {
    expect(Object.keys(API)).toContain(id);
  });

  it('gives every operation its own id and path', () => {
    const ids = operations.map(([, op]) => op.id);
    const routes = operations.map(([, op]) => `${op.method} ${op.path}`);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(routes).size).toBe(routes.length);
  });
});
