/**
 * Query-key prefixes of the money pages. 'deposits' and 'withdrawals' are the prefixes the operator
 * socket invalidates when its counters move, so open queues refresh without a reload.
 */
export const MONEY_KEYS = {
  deposits: ['deposits'],
  withdrawals: ['withdrawals'],
  channels: ['channels'],
  ledger: ['ledger'],
} as const;
