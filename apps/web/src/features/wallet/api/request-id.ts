/** A fresh idempotency key for one money action (reused when the same submit is retried). */
export const newRequestId = (): string => {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
};
