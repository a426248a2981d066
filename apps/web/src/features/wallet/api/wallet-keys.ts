/** Query keys of the wallet feature: every key starts with 'wallet', so one invalidation refreshes all. */
export const walletKeys = {
  all: ['wallet'] as const,
  balance: (typeId: number) => ['wallet', 'balance', typeId] as const,
  merchantWallet: () => ['wallet', 'merchant-wallet'] as const,
  transactions: (q: object) => ['wallet', 'transactions', q] as const,
  bonusDetails: (q: object) => ['wallet', 'bonus-details', q] as const,
  personalProfit: (q: object) => ['wallet', 'personal-profit', q] as const,
  transferTargets: () => ['wallet', 'transfer-targets'] as const,
  depositMethods: () => ['wallet', 'deposit-methods'] as const,
  depositReport: (q: object) => ['wallet', 'deposit-report', q] as const,
  withdrawSettings: () => ['wallet', 'withdraw-settings'] as const,
  withdrawReport: (q: object) => ['wallet', 'withdraw-report', q] as const,
  confirmations: () => ['wallet', 'confirmations'] as const,
};

/** A fresh idempotency key for one money action (reused when the same submit is retried). */
export const newRequestId = (): string => {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
};
