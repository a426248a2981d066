import type { OperationId } from './api-routes.js';
import type * as contracts from './index.js';

/**
 * Operation id → operation type, for every entry of API: the portal's client takes body, query
 * and value types from here, and its path and method from API. Type-only, so no schema reaches
 * the first bundle. Each API key is the name of the operation's export (ops-map.test.ts checks
 * that ids, methods and paths agree at run time).
 */
export type Ops = { [K in OperationId]: (typeof contracts)[K] };
