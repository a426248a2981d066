import * as contracts from '@pagoda/contracts';
import type { Operation } from '@pagoda/contracts';

const isOperation = (v: unknown): v is Operation =>
  typeof v === 'object' && v !== null && 'id' in v && 'method' in v && 'path' in v && 'value' in v;

/** Every operation the contracts define: the portal's (API map) and the operator console's. */
export const allOperations: Operation[] = Object.values(contracts).filter(isOperation);

/** The headers the original portal's client (axios defaults, api-observed.md §1) sends on every call. */
export const originalClientHeaders = {
  Accept: 'application/json, text/plain, */*',
  'Content-Type': 'application/json',
  'X-Gateway-Version': '3',
  Device: 'web',
  Language: 'EN',
};
